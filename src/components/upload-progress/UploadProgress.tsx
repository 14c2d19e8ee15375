import { useId } from 'react';
import './upload-progress.css';

/** A file on its way: a progress bar named after what is uploaded, with its percent beside the name. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="upload-progress">
      <span id={labelId} className="upload-progress__label">
        {label}
      </span>
      <span className="upload-progress__value" aria-hidden="true">
        {percent}&nbsp;%
      </span>
      <progress
        className="upload-progress__bar"
        aria-labelledby={labelId}
        value={percent}
        max={100}
      />
    </div>
  );
}
