import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Slider } from './slider';

function Volume() {
  const [value, setValue] = useState(3);
  return (
    <>
      <span id="volume-label">Volume</span>
      <Slider
        id="volume"
        min={1}
        max={10}
        value={[value]}
        onValueChange={([next]) => next !== undefined && setValue(next)}
        aria-labelledby="volume-label"
        aria-valuetext={`level ${value}`}
      />
    </>
  );
}

describe('Slider', () => {
  it('when named and described, then the thumb (the element with role slider) carries the name, id and value text', () => {
    render(<Volume />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    expect(thumb.id).toBe('volume');
    expect(thumb.getAttribute('aria-valuetext')).toBe('level 3');
    expect([thumb.getAttribute('aria-valuemin'), thumb.getAttribute('aria-valuemax')]).toEqual(['1', '10']);
  });

  it('when the keyboard moves it, then the value and its text follow', () => {
    render(<Volume />);
    const thumb = screen.getByRole('slider', { name: 'Volume' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(thumb.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.keyDown(thumb, { key: 'End' });
    expect(thumb.getAttribute('aria-valuetext')).toBe('level 10');
  });
});
