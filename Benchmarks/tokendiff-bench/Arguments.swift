import TokenDiffCLI

/// What `tokendiff-bench` was asked to do, from its command line.
struct BenchArguments {
  enum Mode: String, CaseIterable {
    /// Read the blobs and parse them with Foundation's `JSONSerialization`: the floor.
    case floor
    /// Read the blobs only: the cost of git alone.
    case readOnly = "read-only"
    /// Read the blobs and parse them with `TokenDiffCore.JSONParser`.
    case parseOnly = "parse-only"
    /// Time every stage of the pipeline in-process, several times.
    case stages
    /// Time the dependency graph, blast radius and renames on 100,000 generated tokens.
    case impact
    /// Time contrast on 10,000 synthetic text/surface pairs in 4 modes (no repository).
    case contrast
    /// Time the Swift reader on a generated 5,000-declaration token module (no repository).
    case swift
    /// Time listing and classifying the files of both revisions into token sets.
    case discover
    /// Diff a generated system of `--tokens N` tokens over 120 modes: time and peak memory.
    case scale
  }

  var mode: Mode
  /// The repository, or a folder inside it.
  var repository = "."
  var base = "HEAD"
  var head = "HEAD"
  /// Whether the base is the merge base of `base` and `head` (`A...B`).
  var sinceMergeBase = false
  /// Token file globs that replace the default selection, as tokendiff's `--files`.
  var files: [String] = []
  /// Whether to read `.tokendiff.json` at the head revision, as tokendiff does.
  var filesFromTokendiff = false
  /// How many times `stages` runs the pipeline.
  var iterations = 10
  /// How many tokens `scale` generates.
  var tokens = 100_000

  static let usage = """
    usage: tokendiff-bench MODE --repo PATH (BASE HEAD | BASE..HEAD | BASE...HEAD)
                           [--files GLOB]... [--files-from-tokendiff] [--iterations N]

    MODE:
      floor       read the token blobs of both revisions and parse each with Foundation's
                  JSONSerialization (.json5 files with TokenDiffCore.JSONParser): the floor
      read-only   read the token blobs only (git cost)
      parse-only  read the token blobs and parse them with TokenDiffCore.JSONParser
      stages      run every stage in-process --iterations times (default 10) and print the
                  minimum and median time of each stage
      impact      time the dependency graph, blast radius and rename detection on 100,000
                  generated tokens against JSONSerialization of the same files (no --repo or
                  revisions needed)
      contrast    measure 10,000 synthetic text/surface pairs in 4 modes, both revisions of a
                  diff, --iterations times, against the same diff without pairs (no --repo)
      swift       parse and resolve a generated Swift token module of 5,000 declarations
                  --iterations times (no --repo)
      discover    list the trees of both revisions, read their candidate files and classify
                  them into token sets (discovery), --iterations times
      scale       diff a generated system of --tokens N tokens (default 100000) over four
                  dimensions (3 × 4 × 2 × 5 = 120 modes), 5 % of its raw colours changed: wall
                  time and peak memory of the whole diff (no --repo)

    Files are chosen as tokendiff chooses them with no configuration file (the default
    FileSelection); --files replaces the selection like tokendiff's --files, and
    --files-from-tokendiff also applies a .tokendiff.json at the root of the head revision.
    """

  /// Parses the arguments after the program name. Throws a message for the user.
  init(_ arguments: [String]) throws(UsageError) {
    guard let first = arguments.first else { throw UsageError("no mode given") }
    if first == "-h" || first == "--help" || first == "help" { throw UsageError(nil) }
    guard let mode = Mode(rawValue: first) else { throw UsageError("unknown mode '\(first)'") }
    self.mode = mode
    var positionals: [String] = []
    var rest = arguments.dropFirst()
    while let argument = rest.popFirst() {
      switch argument {
      case "--repo": repository = try Self.value(of: argument, from: &rest)
      case "--files": files.append(try Self.value(of: argument, from: &rest))
      case "--files-from-tokendiff": filesFromTokendiff = true
      case "--tokens":
        let text = try Self.value(of: argument, from: &rest)
        guard let count = Int(text), count >= 10 else {
          throw UsageError("--tokens needs a number of 10 or more, not '\(text)'")
        }
        tokens = count
      case "--iterations":
        let text = try Self.value(of: argument, from: &rest)
        guard let count = Int(text), count > 0 else {
          throw UsageError("--iterations needs a positive number, not '\(text)'")
        }
        iterations = count
      case "-h", "--help": throw UsageError(nil)
      default:
        guard !argument.hasPrefix("-") || argument == "-" else {
          throw UsageError("unknown option '\(argument)'")
        }
        positionals.append(argument)
      }
    }
    if mode != .contrast, mode != .swift, mode != .scale, mode != .impact || !positionals.isEmpty {
      try setRevisions(positionals)
    }
  }

  private mutating func setRevisions(_ positionals: [String]) throws(UsageError) {
    switch positionals.count {
    case 1:
      switch RevisionRange(parsing: positionals[0]) {
      case .between(let base, let head):
        (self.base, self.head) = (base, head)
      case .sinceMergeBase(let base, let head):
        (self.base, self.head, sinceMergeBase) = (base, head, true)
      case .workingTree:
        throw UsageError("give two revisions: BASE HEAD or BASE..HEAD (no working tree)")
      }
    case 2:
      (base, head) = (positionals[0], positionals[1])
    default:
      throw UsageError("give two revisions: BASE HEAD or BASE..HEAD")
    }
  }

  private static func value(
    of option: String,
    from rest: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = rest.popFirst() else { throw UsageError("\(option) needs a value") }
    return value
  }
}

/// A command line that cannot be used; `nil` message for `--help`.
struct UsageError: Error {
  var message: String?

  init(_ message: String?) {
    self.message = message
  }
}
