/** Returns a value without statusCode: API Gateway makes it a 200 JSON response. */
export async function handler() {
  return { hello: 'world' };
}
