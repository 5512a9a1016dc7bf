/**
 * A webpack plugin that names each part's chunk group (`chunkGroupOf(part)`, src/hydration/parts.ts) on the plain
 * `import()` of its module, as a `webpackChunkName` comment would, so the name lives in the table alone. It fails
 * the compilation when a named module is never imported dynamically or carries another name, rather than let its
 * code go unprefetched. Depends on webpack 5's `AsyncDependenciesBlock.chunkName`, set at `finishModules`.
 */
import path from "path"
import type { Compiler, Module } from "webpack"
import { chunkGroupOf, PARTS, type PartSpec } from "../hydration/parts"

const PLUGIN = "PartChunkNames"

/** Whether a module webpack resolved (its file) is `code`: a path from the project's root, or a package's name. */
function isModule(resource: string, code: string, rootDir: string): boolean {
  const file = resource.split("?")[0]
  if (code.startsWith("src/")) return file === path.resolve(rootDir, code)
  return file.split(path.sep).join("/").includes(`/node_modules/${code}/`)
}

interface Block {
  chunkName?: string
  dependencies: unknown[]
  blocks: Block[]
}

export class PartChunkNames {
  constructor(
    private readonly rootDir: string,
    private readonly parts: readonly PartSpec[] = Object.values(PARTS),
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules: Iterable<Module>) => {
        const named = new Set<string>()
        const nameBlocks = (blocks: Block[]) => {
          for (const block of blocks) {
            nameBlocks(block.blocks)
            const target = block.dependencies
              .map((dependency) => compilation.moduleGraph.getModule(dependency as never) as { resource?: string } | null)
              .find((module) => module?.resource)
            if (!target?.resource) continue
            for (const part of this.parts)
              for (const code of part.code) {
                if (!isModule(target.resource, code, this.rootDir)) continue
                const name = chunkGroupOf(part)
                if (block.chunkName && block.chunkName !== name)
                  compilation.errors.push(
                    new compiler.webpack.WebpackError(
                      `${code} is the part "${part.name}" of src/hydration/parts.ts, whose chunk group is "${name}", ` +
                        `but an import() names it "${block.chunkName}": remove its webpackChunkName comment.`,
                    ),
                  )
                block.chunkName = name
                named.add(code)
              }
          }
        }
        for (const module of modules) nameBlocks(module.blocks as unknown as Block[])
        for (const part of this.parts)
          for (const code of part.code.filter((code) => !named.has(code)))
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `src/hydration/parts.ts says the part "${part.name}" loads ${code} with import(), but no import() of it was found: ` +
                  "was it moved, renamed or imported statically? Update the table.",
              ),
            )
      })
    })
  }
}
