import type { PlanFilter, TablePlan } from '@quarry/contracts/table-plan';

const OPS: Record<NonNullable<TablePlan['aggregate']>['op'], string> = {
  max: 'the largest value of',
  min: 'the smallest value of',
  sum: 'the total of',
  avg: 'the average of',
  count: 'the number of values of',
};
const FILTERS: Record<PlanFilter['op'], string> = {
  '=': 'is',
  '!=': 'is not',
  '>': 'is more than',
  '>=': 'is at least',
  '<': 'is less than',
  '<=': 'is at most',
  contains: 'contains',
};

/**
 * A checked plan in words, as the citation shows it: "the largest value of 'revenue', by 'region'",
 * "the total of 'Amount'", "the row where 'Line' is 'Printing'".
 */
export function planWords(plan: TablePlan, tableName: string): string {
  const winner = winnerWords(plan);
  if (winner) return `${winner}, in ${quoted(tableName)} (all rows)`;
  const head = headOf(plan);
  const by = plan.groupBy?.length ? `, by ${plan.groupBy.map(quoted).join(' and ')}` : '';
  const where = plan.filter?.length ? `, where ${plan.filter.map(filterWords).join(' and ')}` : '';
  const order = plan.orderBy
    ? `, ${plan.orderBy.direction === 'desc' ? 'highest' : 'lowest'} ${quoted(plan.orderBy.column)} first`
    : '';
  const limit =
    plan.limit && (plan.groupBy?.length || !plan.aggregate)
      ? `, ${plan.limit === 1 ? 'the first' : `the first ${plan.limit}`}`
      : '';
  return `${head}${by}${where}${order}${limit}, in ${quoted(tableName)} (all rows)`;
}

/**
 * The one group a plan picks by its aggregate, said as a person asks it: "the 'Region' with the
 * highest total of 'Revenue'", where the steps would read "the total of 'Revenue', by 'Region',
 * highest 'Revenue' first, the first".
 */
function winnerWords(plan: TablePlan): string | undefined {
  const [group, ...more] = plan.groupBy ?? [];
  const { aggregate, orderBy } = plan;
  if (!group || more.length || !aggregate?.column || plan.limit !== 1 || plan.filter?.length)
    return undefined;
  if (orderBy?.column !== aggregate.column) return undefined;
  const rank = orderBy.direction === 'desc' ? 'highest' : 'lowest';
  const measure = OPS[aggregate.op].replace(/^the /, '');
  return `the ${quoted(group)} with the ${rank} ${measure} ${quoted(aggregate.column)}`;
}

function headOf(plan: TablePlan): string {
  if (!plan.aggregate) return plan.limit === 1 ? 'the row' : 'the rows';
  if (plan.aggregate.op === 'count' && !plan.aggregate.column) return 'the number of rows';
  return `${OPS[plan.aggregate.op]} ${quoted(plan.aggregate.column ?? '')}`;
}

function filterWords(filter: PlanFilter): string {
  return `${quoted(filter.column)} ${FILTERS[filter.op]} ${typeof filter.value === 'number' ? filter.value : quoted(filter.value)}`;
}

function quoted(text: string): string {
  return `'${text}'`;
}
