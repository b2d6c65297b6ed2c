// The public entry of the holiday-vouchers module: payments by ANCV holiday vouchers.

export { holidayVoucherRoutes } from './routes.ts';
export { PreTransactionParams } from './schemas.ts';
export { qrCodeSvg } from './service.ts';
