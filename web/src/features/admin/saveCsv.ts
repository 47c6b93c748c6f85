/** Saves a CSV file the back office was given (a JSON answer's `csv`) through the browser's download. */
export function saveCsv(file: { filename: string; csv: string }): void {
  saveFile({ filename: file.filename, text: file.csv, type: 'text/csv;charset=utf-8' });
}

/** Saves a text file the back office was given (an eRačun's XML, a CSV) through the browser's download. */
export function saveFile(file: { filename: string; text: string; type: string }): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([file.text], { type: file.type }));
  link.download = file.filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
