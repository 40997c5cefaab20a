import type { GridColumn } from '@quarry/contracts/grid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditQueryDialog, type QueryEdit } from './edit-query-dialog';

const QUERY = 'Which leases end in 2027?';
const COLUMNS: GridColumn[] = [
  { id: 'c1', question: 'Who is the landlord?', type: 'text' },
  { id: 'c2', question: 'When does the lease end?', type: 'date' },
];

function openDialog(columns: GridColumn[] = COLUMNS) {
  const onSave = vi.fn<(edit: QueryEdit) => void>();
  render(
    <EditQueryDialog
      open
      onOpenChange={() => {}}
      reportName="Leases"
      query={QUERY}
      columns={columns}
      pending={false}
      onSave={onSave}
    />,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Edit Query' }));
  return { onSave, dialog, user: userEvent.setup() };
}

async function editColumns(user: ReturnType<typeof userEvent.setup>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog', { name: 'Add columns' }));
}

describe('Edit Query with the report’s grid columns', () => {
  it('when the report has columns, then the dialog shows them and Save without a change sends only the query', async () => {
    const { onSave, dialog, user } = openDialog();

    expect(dialog.getByRole('button', { name: 'Edit columns (2)' })).toBeTruthy();
    expect(dialog.getByText(/Who is the landlord\?; When does the lease end\?/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(onSave.mock.calls).toEqual([[{ query: QUERY }]]);
  });

  it('when a column is changed and one added in the Add columns editor, then Save sends the query with the new columns', async () => {
    const { onSave, dialog, user } = openDialog();

    const editor = await editColumns(user, 'Edit columns (2)');
    const second = editor.getByRole('textbox', { name: 'Column 2 question' });
    await user.clear(second);
    await user.type(second, 'When can it be ended?');
    await user.click(editor.getByRole('button', { name: 'Add column' }));
    await user.type(editor.getByRole('textbox', { name: 'Column 3 question' }), 'What is the rent?');
    await user.selectOptions(editor.getAllByRole('combobox', { name: 'Type' })[2] as HTMLElement, 'number');
    await user.click(editor.getByRole('button', { name: 'Save columns' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(onSave.mock.calls).toEqual([
      [
        {
          query: QUERY,
          columns: [
            COLUMNS[0],
            { id: 'c2', question: 'When can it be ended?', type: 'date' },
            { id: 'c3', question: 'What is the rent?', type: 'number' },
          ],
        },
      ],
    ]);
  });

  it('when every column is removed, then Save sends an empty list, which removes the grid', async () => {
    const { onSave, dialog, user } = openDialog();

    const editor = await editColumns(user, 'Edit columns (2)');
    await user.click(editor.getByRole('button', { name: 'Remove column 2' }));
    await user.click(editor.getByRole('button', { name: 'Remove column 1' }));
    await user.click(editor.getByRole('button', { name: 'Save columns' }));

    expect(dialog.getByRole('button', { name: 'Add columns' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(onSave.mock.calls).toEqual([[{ query: QUERY, columns: [] }]]);
  });

  it('when a report without columns gets one, then Save sends it', async () => {
    const { onSave, dialog, user } = openDialog([]);

    const editor = await editColumns(user, 'Add columns');
    await user.type(editor.getByRole('textbox', { name: 'Column 1 question' }), 'Who is the landlord?');
    await user.click(editor.getByRole('button', { name: 'Save columns' }));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(onSave.mock.calls).toEqual([[{ query: QUERY, columns: [COLUMNS[0]] }]]);
  });
});
