import Testing
import TokenDiffTestSupport

@testable import TokenDiffCore

/// Discovery on small repositories of the shapes met in real ones.
struct TokenSetDiscoveryTests {
  private func discover(_ files: [String: String], extra: [String] = []) -> Discovery {
    TokenSetDiscovery.discover(
      files.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }.sorted {
        $0.path < $1.path
      },
      allPaths: Array(files.keys) + extra
    )
  }

  private let palette =
    ##"{"color": {"blue": {"$value": "#0000ff", "$type": "color"}, "red": {"$value": "#ff0000", "$type": "color"}}}"##
  private let semantic = ##"{"accent": {"$value": "{color.blue}", "$type": "color"}}"##

  /// dtcg-tools: a validator keeps the JSON Schema of resolver documents as
  /// `schema/2025.10/resolver.json`. It is no resolver document (it was read as one, with a
  /// false "needs a non-empty resolutionOrder" error); the tokens beside it are one set.
  @Test func theJSONSchemaOfResolverDocumentsIsNoResolverDocument() {
    let discovery = discover([
      "schema/2025.10/resolver.json":
        #"{"$schema": "http://json-schema.org/draft-07/schema#", "type": "object", "properties": {"resolutionOrder": {"type": "array"}}}"#,
      "tokens/color.tokens.json": palette,
    ])
    #expect(discovery.sets.map(\.files) == [["tokens/color.tokens.json"]], "\(discovery.sets)")
    #expect(
      discovery.unread.map(\.path) == ["schema/2025.10/resolver.json"],
      "\(discovery.unread)"
    )
    #expect(discovery.unread.first?.reason.contains("JSON Schema") == true)
  }

  @Test func aTokensStudioFolderSetIsEveryFileUnderIt() {
    let discovery = discover([
      "src/$themes.json":
        ##"[{"name": "light", "group": "scheme", "selectedTokenSets": {"base": "enabled", "light": "enabled"}}]"##,
      "src/base/color.json": ##"{"blue": {"value": "#00f", "type": "color"}}"##,
      "src/base/size.json": ##"{"s": {"value": "4", "type": "sizing"}}"##,
      "src/light.json": ##"{"accent": {"value": "{blue}", "type": "color"}}"##,
    ])
    #expect(discovery.sets.count == 1)
    #expect(
      discovery.sets.first?.files == [
        "src/$themes.json", "src/base/color.json", "src/base/size.json", "src/light.json",
      ]
    )
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    #expect(!revision.findings.contains { $0.kind == .brokenReference }, "\(revision.findings)")
    #expect(revision.tokenCount == 3)
  }

  @Test func aThemeNamingNoFileNorFolderIsAFindingAtTheTheme() {
    let files = [
      "$themes.json":
        ##"[{"name": "light", "selectedTokenSets": {"core": "enabled", "ghost": "enabled"}}]"##,
      "core.json": ##"{"ink": {"value": "#000000", "type": "color"}}"##,
      "empty.json": "{}",
      "$metadata.json": ##"{"tokenSetOrder": ["core", "empty"]}"##,
    ]
    let discovery = discover(files)
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    let messages = revision.findings.map(\.message)
    #expect(
      messages.contains {
        $0.contains("set 'ghost', which has no file ghost.json and no folder ghost/")
      }
    )
    #expect(revision.tokenCount == 1)
  }

  @Test func unknownShapesUnderATokenFolderAreNotedNeverSilent() {
    let discovery = discover([
      "tokens/colors.json": palette,
      "tokens/generated/table.json": ##"[{"name": "blue"}]"##,
      "tokens/meta.json": ##"{"generatedBy": "exporter", "version": 3}"##,
      "tokens/schema.json":
        ##"{"$schema": "https://json-schema.org/draft/2020-12/schema", "$id": "x", "properties": {"$value": {}}}"##,
      "i18n/en.json": ##"{"hello": "Hello"}"##,
    ])
    #expect(discovery.files.map(\.path) == ["tokens/colors.json"])
    let notes = discovery.notes.map(\.message)
    #expect(notes.count == 3)
    #expect(
      notes.contains { $0.contains("tokens/generated/table.json") && $0.contains("a JSON array") }
    )
    #expect(
      notes.contains {
        $0.contains("tokens/meta.json") && $0.contains("keys 'generatedBy', 'version'")
      }
    )
    #expect(notes.contains { $0.contains("tokens/schema.json") && $0.contains("a JSON Schema") })
    #expect(discovery.unread.map(\.path).contains("i18n/en.json"))
  }

  @Test func styleDictionaryShapesAreFoundByContent() {
    let discovery = discover([
      "packages/web/src/color.json":
        ##"{"color": {"base": {"red": {"value": "#f00", "comment": "brand"}}, "font": {"value": "{color.base.red}"}}}"##,
      "packages/web/package.json": "{}",
      "packages/web/src/settings.json": ##"{"compilerOptions": {"strict": true}}"##,
    ])
    #expect(discovery.files.map(\.path) == ["packages/web/src/color.json"])
    #expect(discovery.sets.map(\.root) == ["packages/web"])
  }

  /// `style-dictionary build --config sd/config.json` runs from the package root: its globs
  /// name files from there when none match beside the configuration
  /// (digital-go-jp/design-tokens, infor-design/design-system).
  @Test func aConfigurationInASubfolderNamesFilesFromTheFolderItsBuildRunsIn() {
    let discovery = discover([
      "package.json": ##"{"devDependencies": {"style-dictionary": "^4.0.0"}}"##,
      "sd/config.json": ##"{"source": ["tokens/*.json"], "platforms": {"css": {}}}"##,
      "tokens/base.json": ##"{"size": {"value": "4px"}}"##,
      "themes/config.json": ##"{"source": ["dark/*.json"], "platforms": {"css": {}}}"##,
      "themes/dark/a.json": ##"{"size": {"value": "8px"}}"##,
      // Never above its own package: `packages/web` has no `tokens/`, the root's is not its.
      "packages/web/package.json": "{}",
      "packages/web/sd/config.json": ##"{"source": ["tokens/*.json"], "platforms": {"css": {}}}"##,
      "packages/web/sd/base.json": ##"{"size": {"value": "2px"}}"##,
    ])
    let rules = Dictionary(
      discovery.sets.map { ($0.files.first ?? "", $0.rule) },
      uniquingKeysWith: { first, _ in first }
    )
    #expect(rules["tokens/base.json"] == "the sources of sd/config.json")
    // Beside the configuration first: its own folder names a file.
    #expect(rules["themes/dark/a.json"] == "the sources of themes/config.json")
    #expect(
      !discovery.sets.contains {
        $0.rule == "the sources of packages/web/sd/config.json"
          && $0.files.contains("tokens/base.json")
      }
    )
  }

  @Test func aStyleDictionaryConfigurationNamesItsSources() {
    let discovery = discover([
      "config.json": ##"{"source": ["design/**/*.json"], "platforms": {"css": {}}}"##,
      "design/base.json": ##"{"size": {"value": "4px"}}"##,
      "other/notes.json": ##"{"a": 1}"##,
    ])
    #expect(discovery.files.map(\.path) == ["design/base.json"])
    #expect(discovery.sets.first?.rule == "the sources of config.json")
  }

  /// davixyz's shape: the configuration named `style-config.json` (loaded by `index.js`), and
  /// a token carrying its own `metadata` object beside `value`.
  @Test func aConfigurationNamedForItsToolAndATokenWithMetadataAreRead() {
    let discovery = discover([
      "style-config.json": ##"{"source": ["tokens/**/*.json"], "platforms": {"css": {}}}"##,
      "tokens/base.json": ##"{"color": {"blue": {"value": "#0000ff"}}}"##,
      "tokens/link.json":
        ##"{"link": {"text": {"value": "{color.blue.value}", "metadata": {"filter": {"ios": false}}}}}"##,
    ])
    #expect(discovery.files.map(\.path).sorted() == ["tokens/base.json", "tokens/link.json"])
    #expect(discovery.sets.first?.rule == "the sources of style-config.json")
  }

  /// mirror-tokens' `tokens/config.json` holds the palette every theme reads: a file named
  /// like a configuration that holds no `platforms`, `source` or `include` is a token file.
  @Test func aTokenFileNamedConfigIsRead() {
    let discovery = discover([
      "tokens/config.json":
        ##"{"config": {"color": {"white": {"$value": "#fff", "$type": "color"}}}}"##,
      "tokens/application.json":
        ##"{"app": {"bg": {"$value": "{config.color.white}", "$type": "color"}}}"##,
    ])
    #expect(
      discovery.files.map(\.path).sorted() == ["tokens/application.json", "tokens/config.json"]
    )
  }

  /// kamishino's Style Dictionary files write `{"value": …, "$type": …}`: their tokens are
  /// read, typed by `$type`.
  @Test func valueTokensTypedWithDollarTypeAreRead() {
    let revision = RevisionResolver.resolve(
      .discovered([
        "tokens/colors.json": ##"{"color": {"white": {"value": "#FFFFFF", "$type": "color"}}}"##,
        "tokens/theme.json": ##"{"bg": {"value": "{color.white}", "$type": "color"}}"##,
      ]),
      policy: ResolutionPolicy()
    )
    let tokens = revision.sets.flatMap(\.baseline.tokens)
    #expect(tokens.map(\.path.description).sorted() == ["bg", "color.white"])
    #expect(tokens.allSatisfy { $0.type == .color }, "\(tokens.map(\.type))")
    #expect(revision.findings.isEmpty, "\(revision.findings)")
  }

  @Test func testFixtureAndBuildFoldersAreNotedOnce() {
    let discovery = discover([
      "tokens/colors.json": palette,
      "packages/cli/tests/fixtures/colors.json": palette,
      "packages/cli/tests/fixtures/semantic.json": semantic,
      "dist/tokens.json": palette,
    ])
    #expect(discovery.files.map(\.path) == ["tokens/colors.json"])
    #expect(discovery.notes.count == 2)
    #expect(
      discovery.notes.contains { $0.message.hasPrefix("packages/cli/tests/ holds 2 token files") }
    )
  }

  /// designsystemet's CLI fills `*.template.json` files in (`{color.<color>.1}`): no set of
  /// their own, whose placeholders would be broken references.
  @Test func templatesAGeneratorFillsInAreNotRead() {
    let template = ##"{"background": {"$value": "{color.<color>.1}", "$type": "color"}}"##
    let discovery = discover([
      "tokens/colors.json": palette,
      "packages/cli/src/template/semantic/color.template.json": template,
      "packages/cli/src/template/semantic/base.template.json": template,
      "tokens/semantic.template.json": template,
    ])
    #expect(discovery.files.map(\.path) == ["tokens/colors.json"])
    #expect(
      discovery.notes.contains {
        $0.message.hasPrefix("3 token-shaped files are templates a generator fills in")
      },
      "\(discovery.notes.map(\.message))"
    )
  }

  /// TokenStudio-Chakra-Plasmic's `token-transformer tokens --theme --themeOutputPath out`: a
  /// multi-file project's folder is the input, and what it writes under `out/` (one file per
  /// theme) is not read beside it, which reported every change twice.
  @Test func whatTokenTransformerWritesFromAFolderIsNotRead() {
    let semantic = ##"{"fg": {"value": "{ink}", "type": "color"}}"##
    let theme = ##"{"fg": {"value": "#111111", "type": "color"}}"##
    let files = [
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["core/color", "semantic/light"]}"##,
      "tokens/$themes.json":
        ##"[{"id": "l", "name": "light", "selectedTokenSets": {"core/color": "source", "semantic/light": "enabled"}}]"##,
      "tokens/core/color.json": ##"{"ink": {"value": "#111111", "type": "color"}}"##,
      "tokens/semantic/light.json": semantic,
      "out/light.json": theme,
    ]
    let discovery = TokenSetDiscovery.discover(
      files.keys.sorted().map { SourceFile(path: $0, bytes: Array(files[$0, default: ""].utf8)) },
      allPaths: files.keys.sorted() + ["package.json"],
      manifests: [
        SourceFile(
          path: "package.json",
          bytes: Array(
            ##"{"scripts": {"resolve-tokens": "token-transformer tokens --theme --themeOutputPath out"}}"##
              .utf8
          )
        )
      ]
    )
    #expect(
      !discovery.files.map(\.path).contains("out/light.json"),
      "\(discovery.files.map(\.path))"
    )
    #expect(discovery.unread.map(\.path).contains("out/light.json"))
  }

  /// Availity's build: `token-transformer src/tokens.json src/tokens/core.json`, then Style
  /// Dictionary over `src/tokens/**`. The output is the source's tokens again: only the
  /// source is read, so each token and change is counted once.
  @Test func whatTokenTransformerWritesIsNotReadBesideItsSource() {
    let source = ##"{"color": {"blue": {"value": "#0000ff", "type": "color"}}}"##
    let discovery = TokenSetDiscovery.discover(
      [
        SourceFile(path: "src/tokens.json", bytes: Array(source.utf8)),
        SourceFile(path: "src/tokens/core.json", bytes: Array(source.utf8)),
        SourceFile(
          path: "config.json",
          bytes: Array(##"{"source": ["src/tokens/**/*.json"], "platforms": {}}"##.utf8)
        ),
      ],
      allPaths: ["src/tokens.json", "src/tokens/core.json", "config.json", "package.json"],
      manifests: [
        SourceFile(
          path: "package.json",
          bytes: Array(
            ##"{"scripts": {"transform": "npx token-transformer src/tokens.json src/tokens/core.json --expandTypography=true && style-dictionary build"}}"##
              .utf8
          )
        )
      ]
    )
    #expect(discovery.files.map(\.path) == ["src/tokens.json"], "\(discovery.files.map(\.path))")
    #expect(
      discovery.notes.contains {
        $0.message.contains("token-transformer in package.json \"transform\" from src/tokens.json")
      },
      "\(discovery.notes.map(\.message))"
    )
    #expect(
      TransformerOutputs.invocations(in: "token-transformer a.json out/ --resolveReferences=false")
        .map { "\($0.0) \($0.1)" } == ["a.json out"]
    )
    #expect(
      TransformerOutputs.invocations(
        in: "cd design && npx token-transformer ./figma.json ../out.json"
      )
      .map { "\($0.0) \($0.1)" } == ["design/figma.json out.json"]
    )
  }

  /// figma-tokens-example-multi: token-transformer run by a shell script (its command
  /// continued on a second line) and by a workflow step; what they write is not read.
  @Test func whatAShellScriptOrWorkflowTransformsIsNotRead() {
    let source =
      ##"{"global": {"radius": {"value": "8", "type": "borderRadius"}}, "$metadata": {"tokenSetOrder": ["global"]}}"##
    let commands = [
      "build-tokens.sh":
        "#!/bin/sh\nnpx token-transformer tokens.json \\\n  tokens/light.json global\n",
      ".github/workflows/tokens.yml":
        "jobs:\n  build:\n    steps:\n      - run: npx token-transformer tokens.json tokens/dark.json global\n",
    ]
    let discovery = TokenSetDiscovery.discover(
      ["tokens.json", "tokens/light.json", "tokens/dark.json"].map {
        SourceFile(path: $0, bytes: Array(source.utf8))
      },
      allPaths: ["tokens.json", "tokens/light.json", "tokens/dark.json"] + commands.keys,
      manifests: commands.map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    )
    #expect(discovery.files.map(\.path) == ["tokens.json"], "\(discovery.files.map(\.path))")
    // A comment runs nothing; a `cd` holds for the lines after it; a command that picks sets
    // says so (its output is left out only where its input is read with its sets).
    let script =
      "# npx token-transformer a.json b.json\ncd web\nnpx token-transformer ../a.json c.json\n"
      + "npx token-transformer a.json d.json global,dark global\n"
    let outputs = TransformerOutputs([SourceFile(path: "build.sh", bytes: Array(script.utf8))])
    #expect(
      outputs.outputs.map { "\($0.path) \($0.picksSets)" } == [
        "web/c.json false", "web/d.json true",
      ],
      "\(outputs.outputs)"
    )
    #expect(TransformerOutputs.isCommandFile(".github/workflows/tokens.yml"))
    #expect(!TransformerOutputs.isCommandFile("docs/workflows/tokens.yml"))
  }

  /// designsystemet's CLI template copies two folders alike: which one it names was the
  /// hash table's order, and the note changed from run to run.
  @Test func aCopyOfTwoFoldersNamesTheSameOriginalEveryTime() {
    let files = ["docs", "x", "y"].flatMap { folder in
      ["a.json", "b.json"].map { name in
        SourceFile(path: "\(folder)/\(name)", bytes: Array("{\"\(name)\": 1}".utf8))
      }
    }
    let first = CopiedTrees.copies(files).map { "\($0.copy) \($0.original)" }
    #expect(first == ["docs x", "y x"], "\(first)")
    for _ in 0..<30 {
      #expect(CopiedTrees.copies(files.shuffled()).map { "\($0.copy) \($0.original)" } == first)
    }
  }

  @Test func aVendoredCopyIsNotReadAndItsDeletionRemovesNothing() {
    let original = ["tokens/colors.json": palette, "tokens/semantic.json": semantic]
    var withCopy = original
    withCopy["docs/viewer/data/colors.json"] = palette
    withCopy["docs/viewer/data/semantic.json"] = semantic
    let before = discover(withCopy)
    #expect(before.files.map(\.path) == ["tokens/colors.json", "tokens/semantic.json"])
    #expect(
      before.notes.map(\.message) == [
        "docs/viewer/data/ copies the token files of tokens/ byte for byte; it is not read"
      ]
    )

    let after = discover(original)
    let report = makeDiffReport(
      base: RevisionSnapshot(
        revision: "base",
        commit: nil,
        files: before.files,
        skipped: before.notes,
        sets: before.sets
      ),
      head: RevisionSnapshot(
        revision: "head",
        commit: nil,
        files: after.files,
        skipped: after.notes,
        sets: after.sets
      ),
      policy: ResolutionPolicy()
    )
    #expect(report.changes.isEmpty, "\(report.changes.map(\.token))")
  }

  @Test func setsInSeparatePackagesNeverResolveIntoEachOther() {
    let discovery = discover(
      [
        "packages/a/tokens/colors.json": palette,
        "packages/b/tokens/semantic.json": semantic,
      ],
      extra: ["packages/a/package.json", "packages/b/package.json"]
    )
    #expect(discovery.sets.map(\.root) == ["packages/a", "packages/b"])
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    #expect(
      revision.findings.contains {
        $0.kind == .brokenReference && $0.token == TokenPath(dotted: "accent")
      }
    )
  }
}

/// Which file names say they are copies.
struct DuplicateFileNameTests {
  @Test(arguments: [
    ("tokens/colors copy.json", true), ("tokens/colors - Copy.json", true),
    ("tokens/colors (1).json", true), ("tokens/colors 2.json", true),
    ("tokens/palette-old.json", true), ("tokens/colors.backup.json", true),
    ("tokens/bold.json", false), ("tokens/gray-100.json", false), ("tokens/colors.json", false),
    ("tokens/scaffold.tokens.json", false),
  ])
  func aNameSaysCopyOnlyWhenAFileManagerWouldWriteIt(path: String, saysCopy: Bool) {
    #expect(DuplicateFiles.saysCopy(path) == saysCopy)
  }

  @Test func identicalFilesNamedAlikeAreNotDuplicates() {
    let bytes = Array(##"{"a": {"$value": "#ffffff", "$type": "color"}}"##.utf8)
    let files = [
      "tokens/Brands.Orange.tokens.json", "tokens/Brands.Wireframe.tokens.json",
      "tokens/colors.json", "tokens/colors copy.json",
    ].map { SourceFile(path: $0, bytes: bytes) }
    let duplicates = DuplicateFiles.duplicates(files)
    #expect(duplicates.map(\.copy) == ["tokens/colors copy.json"])
  }
}

/// JSON5 sources beside their DTCG conversions.
struct ConvertedSourceTests {
  @Test func aJSON5SourceBesideItsConversionIsNotReadAndUnquotedKeysAreTokens() {
    let json5 = "// source\n{ base: { red: { $value: '#ff0000', $type: 'color' } } }"
    let converted = ##"{"base": {"red": {"$value": "#ff0000", "$type": "color"}}}"##
    let files = [
      SourceFile(path: "sys/base.json5", bytes: Array(json5.utf8)),
      SourceFile(path: "sys/base.tokens.json", bytes: Array(converted.utf8)),
      SourceFile(path: "other/alone.json5", bytes: Array(json5.utf8)),
    ]
    let discovery = TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
    #expect(discovery.files.map(\.path) == ["other/alone.json5", "sys/base.tokens.json"])
    #expect(discovery.unread.map(\.path) == ["sys/base.json5"])
    #expect(TokenFileShape.classify(Array(json5.utf8), path: "a.json5") == .dtcg)
  }

  /// Xavius123's `azure-pipelines.yml`: a CI script that mentions `token.$value` is not a
  /// token file; YAML that has `$value` as a key is, and so is any in a token folder.
  @Test func yamlThatOnlyMentionsValueIsNoTokenFile() {
    let pipeline = "steps:\n  - script: |\n      node -e \"console.log(token.$value)\"\n"
    #expect(TokenFileShape.classify(Array(pipeline.utf8), path: "azure-pipelines.yml") != .dtcg)
    let tokens = "color:\n  red:\n    $value: '#ff0000'\n"
    #expect(TokenFileShape.classify(Array(tokens.utf8), path: "colors.yml") == .dtcg)
    #expect(TokenFileShape.classify(Array(pipeline.utf8), path: "tokens/build.yml") == .dtcg)
  }

  /// OODS-Foundry's planning file: YAML of several documents, one of whose strings reads
  /// `props: { intent, size }`, is no broken token file outside a token folder (its parse
  /// error failed the run); inside one, a file that does not parse is still read and its
  /// error reported.
  @Test func yamlOfSeveralDocumentsOutsideATokenFolderIsNoTokenFile() {
    let plan = "a: 1\n---\nb: \"props: { intent, size }\"\n"
    #expect(TokenFileShape.classify(Array(plan.utf8), path: "docs/plan.yaml") == .unreadable)
    let broken = "props:\n  red:\n    value: '#f00\n"
    #expect(TokenFileShape.classify(Array(broken.utf8), path: "tokens/colors.yml") == .dtcg)
    // One document that opens with a comment and `---` is one document.
    #expect(
      !TokenFileShape.hasSeveralDocuments(
        Array("# Theo tokens\n%YAML 1.2\n---\nprops:\n  a: 1\n".utf8)
      )
    )
    #expect(TokenFileShape.hasSeveralDocuments(Array("a: 1\n---\nb: 2\n".utf8)))
  }

  /// enfantterrible-ar (Terrazzo): a file of one group that `$extends` another holds the
  /// inherited tokens though it writes no `$value`; it was skipped as holding none.
  @Test func aFileOfGroupsThatExtendOthersHoldsTokens() {
    let extending = ##"{"base": {"space": {"$extends": "{primitives.space}"}}}"##
    #expect(TokenFileShape.classify(Array(extending.utf8), path: "layers/space.json") == .dtcg)
    let files = [
      SourceFile(
        path: "layers/primitives.json",
        bytes: Array(
          ##"{"primitives": {"space": {"$type": "dimension", "1": {"$value": "4px"}}}}"##.utf8
        )
      ),
      SourceFile(path: "layers/base/space.json", bytes: Array(extending.utf8)),
    ]
    let discovery = TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
    #expect(discovery.files.map(\.path) == ["layers/base/space.json", "layers/primitives.json"])
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    #expect(ModeLookup(revision).token(TokenPath(dotted: "base.space.1"), in: nil) != nil)
  }

  /// A component's property table (react-docgen's `type-docs.json`) names properties `type`
  /// and `value`; a `type` that is an object is no token's type (one package of a real
  /// monorepo had 47 such files, each an error that failed the build).
  @Test func aTableOfComponentPropertiesIsNoTokenFile() {
    let docs = ##"""
      {"Input": {
        "type": {"type": "InputBoxTypes", "defaultValue": null, "required": true},
        "value": {"type": "string", "defaultValue": null, "required": false},
        "disabled": {"type": "boolean", "defaultValue": false, "required": false}}}
      """##
    let path = "packages/input/type-docs.json"
    #expect(!TokenFileShape.classify(Array(docs.utf8), path: path).holdsTokens)
    let token = ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##
    #expect(TokenFileShape.classify(Array(token.utf8), path: path) == .legacy)
  }
}

/// What a Style Dictionary build writes is output, not a source.
struct BuildOutputTests {
  /// Discovery over a configuration (at `configPath`) and token files, each holding `token`.
  private func discover(config: (path: String, text: String), tokenFiles: [String])
    -> Discovery
  {
    let token = ##"{"color": {"red": {"value": "#ff0000", "type": "color"}}}"##
    let files =
      [SourceFile(path: config.path, bytes: Array(config.text.utf8))]
      + tokenFiles.map { SourceFile(path: $0, bytes: Array(token.utf8)) }
    return TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
  }

  @Test func filesUnderAConfigurationsBuildPathAreNotRead() {
    let config =
      ##"{"source": ["tokens/*.json"], "platforms": {"json": {"buildPath": "docs/content/", "files": [{"destination": "layers.json"}]}}}"##
    let discovery = discover(
      config: ("config.layers.json", config),
      tokenFiles: [
        "tokens/color.json", "docs/content/layers.json", "builds/tokens/export.tokens.json",
      ]
    )
    #expect(discovery.files.map(\.path).contains("tokens/color.json"))
    #expect(!discovery.files.map(\.path).contains("docs/content/layers.json"))
    #expect(!discovery.files.map(\.path).contains("builds/tokens/export.tokens.json"))
    #expect(
      discovery.unread.first { $0.path == "docs/content/layers.json" }?.reason
        == "the build of config.layers.json writes it"
    )
  }

  /// Royal Navy's shape: `buildPath: "src/"` beside sources in `src/tokens/light/`; the build
  /// writes `src/flat.ts`, and the hand-written `src/tokens/dark/` files are still read.
  @Test func aBuildPathThatHoldsTheSourcesOutputsOnlyItsDestinations() {
    let config =
      ##"{"source": ["src/tokens/light/*.json"], "platforms": {"ts": {"buildPath": "src/", "files": [{"destination": "flat.json"}]}}}"##
    let discovery = discover(
      config: ("config.json", config),
      tokenFiles: [
        "src/tokens/light/colours.json", "src/tokens/dark/colours.json", "src/flat.json",
      ]
    )
    #expect(discovery.files.map(\.path).contains("src/tokens/dark/colours.json"))
    #expect(discovery.unread.map(\.path) == ["src/flat.json"], "\(discovery.unread)")
  }
}

/// A Tokens Studio set `$metadata.json` lists but no theme uses (supabase's `dark_new`).
struct DraftSetTests {
  @Test func aSetNoThemeUsesResolvesAgainstTheThemedSets() {
    let files = [
      "tokens/$themes.json":
        ##"[{"id": "l", "name": "Light", "selectedTokenSets": {"global": "enabled", "light": "enabled"}}]"##,
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["global", "light", "draft"]}"##,
      "tokens/global.json": ##"{"gray": {"9": {"value": "#999999", "type": "color"}}}"##,
      "tokens/light.json": ##"{"text": {"value": "{gray.9}", "type": "color"}}"##,
      "tokens/draft.json": ##"{"input": {"border": {"value": "{gray.9}", "type": "color"}}}"##,
    ].map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    let discovery = TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(
        revision: "t",
        commit: nil,
        files: discovery.files,
        sets: discovery.sets
      ),
      policy: ResolutionPolicy()
    )
    #expect(!revision.findings.contains { $0.kind == .brokenReference }, "\(revision.findings)")
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "input.border"), in: nil)?.value?.text == "#999999")
    // The themed sets' tokens are reported once, by their own set; the draft's are not output.
    #expect(revision.tokenCount == 2)
  }

  /// Workday's shape: files in the Tokens Studio folder that neither a theme nor the metadata
  /// names (a `deprecated/` folder, component files) are sets no theme uses. They resolve
  /// against the themed sets, and what is broken in them is a warning: no build reads them.
  @Test func aFileNoThemeOrMetadataNamesIsADraftSetWithWarnings() {
    let files = [
      "tokens/$themes.json":
        ##"[{"id": "l", "name": "Light", "selectedTokenSets": {"base": "source", "light": "enabled"}}]"##,
      "tokens/$metadata.json": ##"{"tokenSetOrder": ["base", "light"]}"##,
      "tokens/base.json":
        ##"{"gray": {"9": {"value": {"colorSpace": "srgb", "components": [0.6, 0.6, 0.6], "description": "anchor"}, "type": "color"}}}"##,
      "tokens/light.json": ##"{"text": {"value": "{gray.9}", "type": "color"}}"##,
      "tokens/component/icon.json": ##"{"icon": {"value": "{gray.9}", "type": "color"}}"##,
      "tokens/deprecated/old.json": ##"{"old": {"value": "{base.gray.9}", "type": "color"}}"##,
    ].map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    let discovery = TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
    #expect(discovery.sets.count == 1, "\(discovery.sets.map(\.rule))")
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    let lookup = ModeLookup(revision)
    // A `description` inside a Tokens Studio colour value is left alone, as its build does.
    #expect(lookup.token(TokenPath(dotted: "icon"), in: nil)?.value?.text == "#999999")
    #expect(revision.findings.map(\.severity) == [.warning], "\(revision.findings)")
    #expect(revision.findings.first?.message.contains("in a set no theme uses") == true)
    #expect(revision.findings.first?.location?.file == "tokens/deprecated/old.json")
  }
}

/// PatternFly's shape: Style Dictionary configurations that share their base sources, each
/// adding its own files on top.
struct SharedSourcesTests {
  @Test func aConfigurationsOwnFilesResolveAgainstTheSourcesItSharesAndEachTokenIsReportedOnce() {
    let files = [
      "config.default.json": ##"{"source": ["tokens/default/*.json"], "platforms": {}}"##,
      "config.layers.brand.json":
        ##"{"source": ["tokens/default/*.json", "tokens/brand/*.json"], "platforms": {}}"##,
      "tokens/default/palette.json": ##"{"blue": {"100": {"value": "#0066cc"}}}"##,
      "tokens/default/semantic.json": ##"{"accent": {"value": "{blue.100}"}}"##,
      "tokens/brand/brand.json": ##"{"brand": {"accent": {"value": "{blue.100}"}}}"##,
    ].map { SourceFile(path: $0.key, bytes: Array($0.value.utf8)) }
    let discovery = TokenSetDiscovery.discover(files, allPaths: files.map(\.path))
    #expect(discovery.sets.count == 2)
    #expect(discovery.sets.contains { $0.shared.count == 2 }, "\(discovery.sets)")
    let revision = RevisionResolver.resolve(
      RevisionSnapshot(revision: "t", commit: nil, files: discovery.files, sets: discovery.sets),
      policy: ResolutionPolicy()
    )
    #expect(revision.findings.isEmpty, "\(revision.findings)")
    #expect(revision.tokenCount == 3)
    let lookup = ModeLookup(revision)
    #expect(lookup.token(TokenPath(dotted: "brand.accent"), in: nil)?.value?.text == "#0066cc")
  }
}
