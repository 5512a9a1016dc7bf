/**
 * @jest-environment node
 *
 * Gatsby's GraphQL types come from the content schema (src/content/graphql.ts): each
 * content field has its GraphQL field, images resolve as files, lists become node types.
 */
import { buildSchema, isNonNullType, type GraphQLObjectType } from "graphql"
import { contentTypeDefs } from "../../../src/content/graphql"

/** The type definitions with the few names Gatsby provides itself, so graphql-js can read them. */
const schema = buildSchema(`
  directive @dontInfer on OBJECT
  directive @fileByRelativePath on FIELD_DEFINITION
  directive @localized on FIELD_DEFINITION
  interface Node { id: ID! }
  type File implements Node { id: ID! }
  type Query { ok: Boolean }
  ${contentTypeDefs()
    .replace(/ implements Node @dontInfer(\s*\{)/g, " implements Node @dontInfer$1\n  id: ID!")
    .replace(/implements Node @dontInfer$/gm, "implements Node @dontInfer { id: ID! }")}
`)
const fields = (name: string) => (schema.getType(name) as GraphQLObjectType).getFields()

describe("contentTypeDefs", () => {
  it("writes a node type per object file, with its nested groups and lists", () => {
    expect(Object.keys(fields("SiteJson"))).toEqual(expect.arrayContaining(["name", "phone", "location", "openingHours", "social"]))
    expect(String(fields("SiteJson").location.type)).toBe("SiteJsonLocation!")
    expect(String(fields("SiteJson").openingHours.type)).toBe("[SiteJsonOpeningHours!]!")
    expect(String(fields("SiteJsonOpeningHours").opens.type)).toBe("String")
    expect(String(fields("SiteJsonOpeningHours").closed.type)).toBe("Boolean!")
    expect(String(fields("PagesJson").splash.type)).toBe("PagesJsonSplash!")
  })

  it("makes each entry of a list file a node, with its image as a file and its credit", () => {
    const photo = fields("GalleryJson")
    expect(Object.keys(photo)).toEqual(expect.arrayContaining(["id", "image", "alt", "title", "description", "credit"]))
    expect(String(photo.image.type)).toBe("File!")
    expect(photo.image.astNode?.directives?.map((d) => d.name.value)).toEqual(["fileByRelativePath"])
    expect(String(photo.credit.type)).toBe("GalleryJsonCredit!")
    expect(String(fields("GalleryJsonCredit").licenceUrl.type)).toBe("String")
    expect(Object.keys(fields("SlidesJson"))).toEqual(expect.arrayContaining(["title", "image", "alt", "credit"]))
    expect(Object.keys(fields("ServicesJson"))).toEqual(expect.arrayContaining(["icon", "title", "description"]))
    expect(schema.getType("GalleryJsonFile")).toBeDefined()
  })

  it("types nested images and lists of texts", () => {
    expect(String(fields("ResponsibilityJsonSections").image.type)).toBe("File!")
    expect(String(fields("ResponsibilityJsonSections").paragraphs.type)).toBe("[String!]!")
    expect(String(fields("AboutJson").imageCredit.type)).toBe("AboutJsonImageCredit!")
  })

  it("adds PhotoCredit, the credits section's node, with the file and its order", () => {
    const credit = fields("PhotoCredit")
    expect(Object.keys(credit)).toEqual(expect.arrayContaining(["file", "order", "work", "author", "licence", "licenceUrl", "source"]))
    expect(isNonNullType(credit.order.type)).toBe(true)
  })
})
