export const version: string = typeof __VERSION__ === 'string' ? __VERSION__ : '0.0.0-dev';
