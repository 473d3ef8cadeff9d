/** Where the server answers a page's validator module (server/validators/routes.ts); apart from the module's loader, so the boot preload can name it without carrying validator code. */
export const VALIDATORS_PATH = '/smb/cnc/api/v2/validators';

export function validatorModulePath(client: string, page: string, key: string): string {
  return `${VALIDATORS_PATH}/${encodeURIComponent(client)}/${encodeURIComponent(page)}/${key}.js`;
}
