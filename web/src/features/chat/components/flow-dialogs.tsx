import type { Preferences } from '@quarry/contracts/user';
import type { QueryFlow } from '../hooks/use-query-flow';
import { DocumentDialog } from './document-dialog';
import { KeywordDialog } from './keyword-dialog';
import { SelectionEstimate } from './selection-estimate';

/** The dialog of the flow's current step: the keywords to search with, then the documents to read. */
export function FlowDialogs({
  flow,
  preferences,
}: {
  flow: QueryFlow;
  preferences: Preferences | undefined;
}) {
  const { step } = flow;
  if (step.name === 'keywords' || step.name === 'searching') {
    return (
      <KeywordDialog
        initial={step.lists}
        maxKeywords={step.maxKeywords}
        searching={step.name === 'searching'}
        onSearch={(lists) => void flow.search(lists)}
        onCancel={flow.cancel}
      />
    );
  }
  if (step.name !== 'documents') return null;
  return (
    <DocumentDialog
      documents={step.documents}
      initialIds={step.selected}
      initialColumns={step.columns}
      onBack={flow.back}
      onContinue={(documents, columns) => void flow.analyze(documents, columns)}
      onCancel={flow.cancel}
      renderEstimate={(chosen, columns) => (
        <SelectionEstimate
          documents={chosen}
          columns={columns}
          question={step.query}
          lists={step.lists}
          preferences={preferences}
        />
      )}
    />
  );
}
