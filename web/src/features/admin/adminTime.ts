/** A time of the API as the back office shows it: minutes, in UTC, said so; a dash when there is none. */
export const utcTime = (iso?: string) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '–');
