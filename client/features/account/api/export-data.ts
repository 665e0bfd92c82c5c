/**
 * `GET /api/user/export`: the personal data file. The browser downloads it itself (the answer is
 * an attachment sent with the session cookie), so a plain link is all it takes.
 */
export const personalDataExportUrl = '/api/user/export';
