/// One token set of a revision: a root folder, its files, and the rule that found it.
///
/// A set resolves references among its own files (and what its definition includes), never
/// into a neighbouring set.
public struct DiscoveredSet: Sendable, Equatable {
  /// The folder the set lives in, `""` for the repository root.
  public var root: String
  /// Its token files (and the document that defines it, if any), sorted.
  public var files: [String]
  /// How it was found, as a sentence fragment: "named by src/$themes.json".
  public var rule: String
  /// The document that defines the set (`$themes.json`, a resolver or a Style Dictionary
  /// configuration), if any.
  public var definition: String?
  /// Whether files of the set that define the same tokens in parallel are alternatives (see
  /// ``AlternativeFiles``); `false` reads them as layers, later files winning.
  public var alternatives = true
  /// The toolchain the set's package builds it with, when its manifest says so
  /// (`style-dictionary` in `package.json`): its files written in DTCG syntax are then read by
  /// that toolchain's rules (a `$value` with no `$type` is no error). `nil`: detected per file.
  public var toolchain: Dialect?
  /// The dialect the configuration names for the set (`sets: [{dialect: …}]`): its DTCG and
  /// `value` files are judged by that toolchain's rules whatever detection would say.
  public var dialect: Dialect?
  /// Files the set's definition also names that an earlier set owns (two Style Dictionary
  /// configurations sharing their base sources): this set resolves its references against
  /// them, and their own set reports them.
  public var shared: [String] = []
  /// The JavaScript and TypeScript files a Style Dictionary set's build may read as token
  /// sources (see ``ScriptTokenModules``), which tokendiff does not run.
  public var scriptModules: [String] = []
  /// Whether the build of a Tokens Studio set outputs its `source` sets: a build script of its
  /// package calls sd-transforms' `permutateThemes`, which lists a theme's `source` sets with
  /// its `enabled` ones, and Style Dictionary writes every token of its sources (unless the
  /// script filters what its files write: `filter:`). `false`: the plugin's reading, where
  /// `source` sets only serve references.
  public var outputsSourceSets = false
  /// The set's files in the order its build merges them, later files winning, when that is
  /// not path order (a Style Dictionary configuration's `include` before its `source`, and its
  /// globs in the order written: ``StyleDictionaryConfig/mergeOrder(_:)``); empty: path order.
  public var mergeOrder: [String] = []
  /// Files of the set that a Terrazzo configuration beside them names none of, where it names
  /// others (`tokens: ["./src/tokens/colors.json"]` beside a pasted reference file): no build
  /// reads them, so what breaks in them is a warning. They still resolve with the set and are
  /// diffed.
  public var unbuilt: [String] = []

  public init(
    root: String,
    files: [String],
    rule: String,
    definition: String? = nil,
    alternatives: Bool = true
  ) {
    self.root = root
    self.files = files.sorted()
    self.rule = rule
    self.definition = definition
    self.alternatives = alternatives
  }
}

/// A file discovery looked at and did not read, with the reason.
public struct UnreadFile: Sendable, Equatable, Codable {
  public var path: String
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// What discovery decided for one revision.
public struct Discovery: Sendable, Equatable {
  /// The files to parse: token files and the documents that define sets, sorted by path.
  public var files: [SourceFile]
  /// The sets, sorted by root.
  public var sets: [DiscoveredSet]
  /// Notes about what was not read, one per folder or file, for the report.
  public var notes: [Finding]
  /// Every candidate not read, with the reason, for `tokendiff sets`.
  public var unread: [UnreadFile]
  /// The folders left out as copies of another folder (``CopiedTrees``), sorted.
  public var copiedFolders: [String] = []
  /// The builds whose output is known: Style Dictionary configurations and build scripts (a
  /// script's sources are empty when it computes them).
  var builds: [StyleDictionaryConfig] = []
  /// Files not read because a package script writes them from a token file that is read
  /// (token-transformer's outputs): a build whose sources they are builds from read files.
  var writtenFromRead: Set<String> = []

  /// `files` without the Swift sources and asset-catalog files a build of the revision writes
  /// from token files discovery read: the same tokens read twice would show every change twice
  /// (a Tokens Studio file and the colour sets its Style Dictionary build writes). A build
  /// writes a file its configuration names as a `destination`, a colour set under its
  /// `buildPath`, and a Swift file there with Style Dictionary's header; a hand-written Swift
  /// file beside them is read. A build whose source globs name no file that is read (its
  /// tokens come from a package) writes nothing read here; one that computes its globs is
  /// taken to build the token files read. Files `configured` names are always read. Each file
  /// left out is listed as not read, with one note per build. Pure but for `self`.
  public mutating func withoutBuildOutputs(
    _ files: [SourceFile],
    keeping configured: (String) -> Bool = { _ in false }
  ) -> [SourceFile] {
    guard !sets.isEmpty, !builds.isEmpty else { return files }
    let read = self.files.map(\.path)
    let building = builds.filter { build in
      build.sources.isEmpty || read.contains(where: build.names)
        || writtenFromRead.contains { written in
          // A folder token-transformer writes (`out`) is a source under it (`out/**/*.json`).
          build.names(written)
            || build.sources.contains { $0.description.hasPrefix("/" + written + "/") }
        }
    }
    guard !building.isEmpty else { return files }
    var counts: [String: Int] = [:]
    let kept = files.filter { file in
      guard TokenSetListing.swiftFormat(of: file.path) != nil, !configured(file.path),
        let build = building.first(where: { $0.writesPlatformFile(file) })
      else { return true }
      unread.append(
        UnreadFile(
          path: file.path,
          reason: "the build of \(build.path) writes it from token files that are read"
        )
      )
      counts[build.path, default: 0] += 1
      return false
    }
    guard !counts.isEmpty else { return files }
    unread.sort { $0.path < $1.path }
    for (build, count) in counts.sorted(by: { $0.key < $1.key }) {
      notes.append(
        Finding(
          kind: .skippedFile,
          message:
            "\(count) Swift \(count == 1 ? "source or asset-catalog file is" : "sources and asset-catalog files are") written by the build of \(build) (its buildPath) from token files that are read; not read"
        )
      )
    }
    notes.sort()
    return kept
  }
}
