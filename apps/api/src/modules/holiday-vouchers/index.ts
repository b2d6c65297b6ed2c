// The public entry of the holiday-vouchers module: payments by ANCV holiday vouchers.

export { ancvQrCodeRoute, holidayVoucherRoutes } from './routes.ts';
