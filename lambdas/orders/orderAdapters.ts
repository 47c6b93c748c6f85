import { dynamoOrderReader } from './dynamoOrderReader.ts';

/** The orders' reader wired to the shop's table: the back office's desk and the command line read through it. */
export const shopOrderReader = dynamoOrderReader;
