/** Where a message's HTML part is served as a sandboxed document of its own (ADR 054). */
export const mailHtmlPath = (id: number) => `/admin/mail/${id}/message.html`;
