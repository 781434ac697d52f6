/**
 * antd's Table for the store's pages. On a phone the table scrolls sideways inside its own box at
 * the width its columns ask for (table-width.ts), instead of squeezing a name or a date to one
 * character a line; wider screens lay it out as before (styles/global.css).
 */
import { Table, type TableProps } from 'antd';
import type { CSSProperties } from 'react';
import { columnsWidth, SELECTION_COLUMN_PX } from './table-width';

export function FitTable<T extends object>(props: TableProps<T>): React.JSX.Element {
  const width = columnsWidth(props.columns) + (props.rowSelection ? SELECTION_COLUMN_PX : 0);
  const style = { ...props.style, '--table-min-width': `${width}px` } as CSSProperties;
  return <Table<T> {...props} style={style} />;
}
