/** 'fi****@demo.test': enough for the user to recognise the address, not to learn it. */
export const maskEmail = (email: string): string => email.replace(/^([^@]{1,2})[^@]*/, '$1****');
export const maskPhone = (phone: string): string => `****${phone.replace(/\D/g, '').slice(-4)}`;
