import { formatIndianNumber } from '@sanchay/domain';
import { useEffect, useId, useState } from 'react';
import { FieldError } from '../../ui';

/** Digits only, as typed (spec 3 §5: "only digits and backspace allowed"). */
const digitsOf = (text: string) => text.replace(/\D/g, '');

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  /** ₹ amounts show Indian grouping in the box (spec 3 §5 "Indian grouping"). */
  rupees?: boolean;
  /** What the slider reads out, e.g. "8%". */
  valueText: (value: number) => string;
  outOfRange: string;
  onChange: (value: number) => void;
}

/**
 * A calculator input: a slider and a box that take the same value inside [min, max] (spec 3 §5).
 * The box accepts digits only; a number outside the bounds shows the message and changes nothing
 * until it is corrected. The slider moves by keyboard too (arrows, Page Up/Down, Home/End).
 */
export function NumberField({ label, value, min, max, step = 1, rupees = false, valueText, outOfRange, onChange }: NumberFieldProps) {
  const id = useId();
  const shown = (v: number) => (rupees ? formatIndianNumber(v, 0) : String(v));
  const [text, setText] = useState(shown(value));
  const [error, setError] = useState<string | null>(null);
  // A change from the slider or a quick amount shows in the box.
  useEffect(() => {
    setText((current) => (Number(digitsOf(current)) === value ? current : shown(value)));
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  const typed = (raw: string) => {
    const digits = digitsOf(raw).slice(0, String(max).length + 1);
    setText(digits === '' ? '' : shown(Number(digits)));
    const n = Number(digits);
    if (digits === '' || n < min || n > max) {
      setError(outOfRange);
      return;
    }
    setError(null);
    onChange(n);
  };

  return (
    <div className="calc-field">
      <div className="calc-field__top">
        <label htmlFor={`${id}-box`}>{label}</label>
        <span className="calc-field__box">
          {rupees ? <span aria-hidden="true">₹</span> : null}
          <input
            id={`${id}-box`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-range${error ? ` ${id}-error` : ''}`}
            onChange={(e) => typed(e.target.value)}
            onBlur={() => {
              if (error === null) setText(shown(value));
            }}
          />
        </span>
      </div>
      <input
        type="range"
        className="calc-field__slider"
        aria-label={label}
        aria-valuetext={valueText(value)}
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <p id={`${id}-range`} className="calc-field__range">
        <span>{rupees ? `₹${formatIndianNumber(min, 0)}` : valueText(min)}</span>
        <span>{rupees ? `₹${formatIndianNumber(max, 0)}` : valueText(max)}</span>
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
