import type { ReactNode } from 'react';

/** A table of the back office: a caption for screen readers, column headings, and rows by key. */
export function AdminTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: [string, ReactNode[]][] }) {
  return (
    <table className="admin__table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, cells]) => (
          <tr key={key}>
            {cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in the columns' order, which never changes.
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
