import type { ComponentType } from 'react';

/** A reference picker (city, industry) as an antd Form control; the route module supplies it. */
export type Picker = ComponentType<{
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
}>;
