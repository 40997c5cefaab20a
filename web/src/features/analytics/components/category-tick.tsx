import { fitLabel } from '../utils/fit-label';

/**
 * The label column of the charts whose bars lie across (one row per report, model, month, file
 * type or outcome): every bar has its name beside it, which bars side by side under a phone's width
 * cannot give (Recharts then drops the labels that would overlap).
 */
export const LABEL_WIDTH = 140;
/** What fits a line of the column at the charts' 12 px text (about 6.5 px a character). */
const CHARS_PER_LINE = 20;
const LINE_EM = 1.15;

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
  fill?: string;
  className?: string;
}

/** A bar's name on up to two lines; cut with '…' past that, the whole name as its title (a hover tooltip). */
export function CategoryTick({ x = 0, y = 0, payload, fill, className }: TickProps) {
  const name = String(payload?.value ?? '');
  const lines = fitLabel(name, CHARS_PER_LINE, 2);
  // The lines centred on the bar: 0.355em is half a capital's height below the middle.
  const first = 0.355 - ((lines.length - 1) * LINE_EM) / 2;
  return (
    <text x={x} y={y} textAnchor="end" fill={fill} className={className}>
      <title>{name}</title>
      {lines.map((line, index) => (
        <tspan key={line} x={x} dy={`${index === 0 ? first : LINE_EM}em`}>
          {line}
        </tspan>
      ))}
    </text>
  );
}
