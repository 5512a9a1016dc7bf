/**
 * The content's nodes and GraphQL types, from data/ and the content schema (gatsby-node's
 * sourceNodes, onCreateNode, createSchemaCustomization and createResolvers).
 */
import path from "path"
import type { CreateNodeArgs, CreateResolversArgs, CreateSchemaCustomizationArgs, Node, SourceNodesArgs } from "gatsby"
import { contentTypeDefs, listFileTypeName, localizedExtension } from "../../content/graphql"
import { CONTENT_FILES, interfaceSchema, nodeTypeName } from "../../content/schema"
import { readContentFiles } from "../../content/validate"
import { localizeContent } from "../../content/localize"
import { collectCredits } from "../../content/walk"
import { isLang } from "../../i18n/languages"

/** One PhotoCredit node per photo the content uses, from the credit beside it (src/content/walk.ts). */
export function sourcePhotoCredits(dataDir: string, { actions, createNodeId, createContentDigest }: SourceNodesArgs): void {
  const seen = new Set<string>()
  let order = 0
  for (const { image, credit } of collectCredits(readContentFiles(dataDir))) {
    if (seen.has(image)) continue
    seen.add(image)
    const fields = {
      file: path.posix.basename(image),
      work: credit.work,
      author: credit.author,
      licence: credit.licence,
      licenceUrl: credit.licenceUrl ?? null,
      source: credit.source,
    }
    actions.createNode({
      ...fields,
      order: order++,
      id: createNodeId(`photo-credit-${image}`),
      internal: { type: "PhotoCredit", contentDigest: createContentDigest(fields) },
    })
  }
}

/** The content's GraphQL types, written from the content schema (src/content/graphql.ts). */
export function customizeContentSchema({ actions }: CreateSchemaCustomizationArgs): void {
  actions.createFieldExtension(localizedExtension)
  actions.createTypes(contentTypeDefs())
}

/** `interfaceTexts(lang: $lang)`: data/interface.json in one language as one JSON value, so a new text needs no query change. */
export function resolveInterfaceTexts({ createResolvers }: CreateResolversArgs): void {
  const keys = Object.keys(interfaceSchema.shape)
  createResolvers({
    Query: {
      interfaceTexts: {
        type: "JSON!",
        args: { lang: { type: "String", defaultValue: "pt" } },
        async resolve(
          _source: unknown,
          args: { lang?: string | null },
          context: { nodeModel: { findOne(query: { type: string; query: object }): Promise<Record<string, unknown> | null> } },
        ) {
          const node = await context.nodeModel.findOne({ type: nodeTypeName("interface.json"), query: {} })
          if (!node) throw new Error("data/interface.json is missing: the site's interface texts could not be loaded")
          const content = Object.fromEntries(keys.map((key) => [key, node[key]]))
          return localizeContent(interfaceSchema, content, isLang(args.lang) ? args.lang : "pt")
        },
      },
    },
  })
}

/** The list files' node types (GalleryJsonFile…) and the type of their entries' nodes (GalleryJson…). */
const LIST_FILES = new Map(
  Object.entries(CONTENT_FILES)
    .filter(([, { listKey }]) => listKey)
    .map(([file, { listKey }]) => [listFileTypeName(file), { listKey: listKey as string, entryType: nodeTypeName(file) }]),
)

/**
 * Each entry of a list file becomes a node, a child of the file's so that its images resolve relative to the file.
 * Its id comes from the file's node and the entry's, so a cache from another folder (the browser tests' variant
 * site) never mistakes the old file's entries for the new file's.
 */
export function createListEntryNodes({ node, actions, createContentDigest, createNodeId }: CreateNodeArgs): void {
  const list = LIST_FILES.get(node.internal.type)
  if (!list) return
  const entries = (node as Node & Record<string, unknown>)[list.listKey]
  if (!Array.isArray(entries)) return
  for (const entry of entries as Record<string, unknown>[]) {
    const { id, ...fields } = entry
    const child = {
      ...fields,
      id: createNodeId(`${node.id} >>> ${String(id)}`),
      parent: node.id,
      children: [],
      internal: { type: list.entryType, contentDigest: createContentDigest(entry) },
    }
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child: child as unknown as Node })
  }
}
