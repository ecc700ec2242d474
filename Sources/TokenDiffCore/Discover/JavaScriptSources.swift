/// Token sources written as code: Style Dictionary reads `.js`, `.cjs`, `.mjs` and `.ts` files
/// by running them (`module.exports = { color: … }`), which tokendiff does not do.
package enum JavaScriptSources {
  static let extensions = [".js", ".cjs", ".mjs", ".ts"]
  /// What a note on such a file says, and what the "no token files" message looks for in it.
  package static let notRun = "tokendiff does not run code"

  /// Whether `path` names a JavaScript or TypeScript file (not a type declaration, `.d.ts`).
  /// Pure.
  static func isCode(_ path: String) -> Bool {
    !path.hasSuffix(".d.ts") && extensions.contains { path.hasSuffix($0) }
  }
}
