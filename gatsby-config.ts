import path from "path"
import type { GatsbyConfig } from "gatsby"
import { siteUrl } from "./src/lib/settings"

/**
 * Object JSON files (site.json, about.json…) get one node type each
 * (SiteJson, AboutJson…); array files one node per entry (SlidesJson…).
 * The transformer's default would name every object file after its folder
 * ("DataJson"), mixing them into one type.
 */
const jsonTypeName = ({ node }: { node: { name: string } }) =>
  `${node.name.charAt(0).toUpperCase()}${node.name.slice(1).replace(/[-_](\w)/g, (_, c: string) => c.toUpperCase())}Json`

const config: GatsbyConfig = {
  siteMetadata: {
    siteUrl,
  },
  trailingSlash: "never",
  jsxRuntime: "automatic",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
  },
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: path.resolve(__dirname, "data"),
        ignore: ["**/licenses/**"],
      },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          formats: ["auto", "webp", "avif"],
          placeholder: "dominantColor",
          quality: 70,
        },
      },
    },
    "gatsby-transformer-sharp",
  ],
}

export default config
