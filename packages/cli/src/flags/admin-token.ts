import { Option } from '@commander-js/extra-typings';

/** --admin-token, on every `spotter admin` command. */
export const adminTokenOption = () =>
  new Option('--admin-token <token>', "the server's admin token (default: SPOTTER_ADMIN_TOKEN)");
