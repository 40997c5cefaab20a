/**
 * Words that carry no search value: a common English stop-word list plus the filler of research
 * questions ("what do our documents say about ..."), which would otherwise become keywords.
 */
const ENGLISH = `a about above after again against all am an and any are as at be because been before being
below between both but by can could did do does doing down during each few for from further had has have
having he her here hers herself him himself his how i if in into is it its itself just me more most my
myself no nor not now of off on once only or other our ours ourselves out over own same she should so some
such than that the their theirs them themselves then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your yours
yourself yourselves also may might must shall us via per etc within without across among upon whether
yet ever every either neither much many lot lots get got gets make made like well really quite`;

const QUESTION_FILLER = `say says said tell show give list find know want need please describe explain
summarize summarise summary overview information info detail details document documents file files
drive regarding concerning mention mentions mentioned anything something everything look
happen happened happens current currently exist exists involve involved involving include included
including relate related relating use used using`;

export const STOP_WORDS: ReadonlySet<string> = new Set(`${ENGLISH} ${QUESTION_FILLER}`.split(/\s+/));
