// The one date every generated document carries (PDF creation date, DOCX properties, ZIP entry times), so
// regenerating unchanged content gives identical bytes.
export const EDITION_DATE = new Date('2026-01-01T00:00:00.000Z');
