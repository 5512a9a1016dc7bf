/**
 * The GitHub backend's GraphQL client (`apollo-*`, `graphql-tag`): Decap builds it only with
 * `use_graphql`, which this site's configuration leaves off, so the REST API is used. Constructing
 * a client throws (./index.ts).
 */
import absent from "./index"

export class ApolloClient {
  constructor() {
    absent()
  }
}
/** Made when the backend's module loads, so harmless until a client would use it. */
export class IntrospectionFragmentMatcher {}
export class InMemoryCache {}
export const defaultDataIdFromObject = absent
export const createHttpLink = absent
export const setContext = absent
/** Runs at import, on the backend's query texts: returns nothing, since nothing sends them. */
export const gql = (): null => null
