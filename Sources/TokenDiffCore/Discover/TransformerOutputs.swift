/// What a package's scripts write with Tokens Studio's `token-transformer`
/// (`"transform": "npx token-transformer src/tokens.json src/tokens/core.json"`): the output is
/// the input's tokens written again by the build, so reading both counts every token and every
/// change twice (Availity's design tokens: 620 tokens for one set of about 360). The input, the
/// file people edit, is read; the output is not. Shell scripts and GitHub Actions workflows that
/// run it count too (figma-tokens-example-multi's `build-tokens.sh`: 4,579 tokens read twice).
public struct TransformerOutputs {
  /// An output path (a file, or a folder when it names no `.json` file), with the script
  /// that writes it and the input it is written from.
  struct Output: Equatable {
    var path: String
    var script: String
    var input: String
    /// Whether the command picks sets of its input (`global,dark theme`): the output is then a
    /// mode of the input, its tokens again only where the input is read with its sets.
    var picksSets = false
  }

  let outputs: [Output]

  /// The outputs the `scripts` of `manifests` (`package.json` files) name, paths taken from
  /// each manifest's folder. Manifests that are not JSON objects name none. Pure.
  init(_ manifests: [SourceFile]) {
    var outputs: [Output] = []
    for manifest in manifests
    where PackageToolchains.isManifest(manifest.path)
      && ByteSearch.contains(manifest.bytes, "token-transformer")
    {
      guard let root = try? JSONParser.parse(manifest.bytes, dialect: .json),
        let scripts = root["scripts"]?.members
      else { continue }
      let folder = TokensStudioThemes.folder(of: manifest.path)
      for script in scripts {
        guard let command = script.value.stringValue else { continue }
        for (input, output, _) in Self.invocations(in: command) {
          outputs.append(
            Output(
              path: Self.joined(folder, output),
              script: "\(manifest.path) \"\(script.key)\"",
              input: Self.joined(folder, input)
            )
          )
        }
      }
    }
    for file in manifests
    where Self.isCommandFile(file.path) && ByteSearch.contains(file.bytes, "token-transformer") {
      // Commands continued on the next line (`\` at the end) are one command; comment lines
      // run nothing; the lines run one after the other, so a `cd` holds for the lines after it.
      let text = String(decoding: file.bytes, as: UTF8.self).replacing("\\\n", with: " ")
      let commands = text.split(whereSeparator: \.isNewline).filter {
        !$0.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#")
      }
      // Run from the repository root, as a workflow's steps and `sh scripts/x.sh` are.
      for (input, output, picksSets) in Self.invocations(in: commands.joined(separator: " ; ")) {
        outputs.append(Output(path: output, script: file.path, input: input, picksSets: picksSets))
      }
    }
    self.outputs = outputs
  }

  /// Whether a file may run token-transformer outside a package's scripts: a shell script, or
  /// a GitHub Actions workflow. Pure.
  public static func isCommandFile(_ path: String) -> Bool {
    guard !path.contains("node_modules/") else { return false }
    let lowered = path.lowercased()
    if lowered.hasSuffix(".sh") { return true }
    return lowered.hasPrefix(".github/workflows/")
      && (lowered.hasSuffix(".yml") || lowered.hasSuffix(".yaml"))
  }

  /// The output that `path` is, or is under, unless it is also some invocation's input. Pure.
  func output(containing path: String) -> Output? {
    guard !outputs.contains(where: { $0.input == path }) else { return nil }
    return outputs.first { output in
      path == output.path
        || (!output.path.lowercased().hasSuffix(".json") && path.hasPrefix(output.path + "/"))
    }
  }

  /// The `(input, output)` pairs of the `token-transformer` commands in a script: its first two
  /// arguments that are not options, in each command of a `&&`/`;` chain, from the folder a
  /// `cd` before it in the chain moved to. Pure.
  static func invocations(in command: String) -> [(String, String, picksSets: Bool)] {
    var result: [(String, String, picksSets: Bool)] = []
    var folder = ""
    for part in command.split(whereSeparator: { $0 == "&" || $0 == ";" || $0 == "|" }) {
      let words = part.split(whereSeparator: \.isWhitespace).map { word in
        String(
          word.drop { $0 == "\"" || $0 == "'" }.reversed().drop { $0 == "\"" || $0 == "'" }
            .reversed()
        )
      }
      if words.first == "cd", words.count > 1 {
        folder = joined(folder, words[1])
        continue
      }
      guard
        let at = words.firstIndex(where: {
          $0 == "token-transformer" || $0.hasSuffix("/token-transformer")
        })
      else { continue }
      let arguments = words[(at + 1)...].filter { !$0.hasPrefix("-") && !$0.isEmpty }
      guard arguments.count >= 2 else { continue }
      let input = arguments[arguments.startIndex]
      let output = arguments[arguments.startIndex + 1]
      result.append((joined(folder, input), joined(folder, output), arguments.count > 2))
    }
    return result
  }

  /// `relative` under `folder`, its `.` and `..` segments taken (a `..` above `folder`'s top
  /// is dropped). Pure.
  private static func joined(_ folder: String, _ relative: String) -> String {
    var segments = folder.split(separator: "/").map(String.init)
    for segment in relative.split(separator: "/") where segment != "." {
      if segment == ".." {
        _ = segments.popLast()
      } else {
        segments.append(String(segment))
      }
    }
    return segments.joined(separator: "/")
  }
}
