/// The settings of `.tokendiff.yml` / `.tokendiff.json`.
///
/// ```yaml
/// files: ["tokens/**/*.json"]     # which files are token files (globs)
/// exclude: ["tokens/legacy/**"]   # never read these
/// forbidden: ["#FF000000"]         # values no token may resolve to
/// byteOrder: rgba                  # how 8-digit hex in `forbidden` is read: rgba or argb
/// failOn: [broken, forbidden]      # what fails the run (exit status 1)
/// bricksAliasDepth: 3               # references a Bricks app follows before its fallback
/// strict: false                    # DTCG 2025.10 conformance as errors, whatever the dialect
/// formats:                         # read these files in this format, not the detected one
///   "design/**/*.json": spectrum
/// layers:                          # layer rules, first match wins (else the format, else inferred)
///   - {tokens: "color.palette.**", layer: raw}       # token path globs, dotted
///   - {files: "tokens/components/**", layer: component}
/// renames:                         # how removed + added tokens pair into renames
///   byIdentity: true               # uuid / $extensions ids (false: ignore them)
///   structural: true               # same words spelled differently; same value, similar name
///   map: {color.old: color.new}    # explicit renames, old path: new path
/// visibility: {imperceptible: 1, subtle: 5}  # ΔE2000 thresholds for the words
/// policies:                        # rules that produce findings
///   forbidden: ["#FF000000", {value: "#00FF0000", byteOrder: argb}]
///   byteOrder: rgba                # default for policies.forbidden entries
///   closed: ["color.brand.**"]     # tokens that must not change
///   layerLeaks: true               # component → raw aliases; semantic literals beside a raw layer
///   maxAliasDepth: 3               # longest alias chain allowed
///   deprecatedReferences: true     # a live token referencing a deprecated one
/// swift: {hexByteOrder: rgba}       # Swift token sources (see SwiftSourceSettings)
/// contrast:                        # text/surface pairs to measure (see ContrastSettings)
///   pairs:
///     - {foreground: "color.text.*", background: "color.surface.*", requirement: AA}
///   canvas: color.background.default
///   margin: 0.5
///   algorithms: [wcag2, apca]
/// ```
public struct Configuration: Sendable, Equatable {
  /// Globs of token files; `nil` means the default selection (see ``FileSelection``).
  public var files: [String]?
  public var exclude: [String]
  /// The token sets the user names (`sets:`); empty: `files:` or discovery decide.
  public var sets: [ConfiguredSet] = []
  public var forbidden: [ForbiddenColor]
  public var failOn: FailOn
  /// Formats named for some files, in the order written (the first matching glob wins).
  public var formats: [FormatRule]
  /// How many references a Bricks app follows before it shows a fallback.
  public var bricksAliasDepth: Int
  /// Which text/surface pairs to measure for contrast, and how.
  public var contrast: ContrastSettings = ContrastSettings()
  /// `layers:` rules, in order (the first matching rule wins).
  public var layers: [LayerRule] = []
  /// `renames:`.
  public var renames = RenameOptions()
  /// `visibility:`.
  public var visibility = VisibilityThresholds()
  /// `policies:` (its `forbidden` list goes to ``forbidden``).
  public var policies = PolicyRules()
  /// `swift:`, the Swift token sources.
  public var swift = SwiftSourceSettings()
  /// `strict:` (or `--strict`): DTCG 2025.10 conformance as errors, whatever a set's dialect.
  public var strict = false

  public init(
    files: [String]? = nil,
    exclude: [String] = [],
    forbidden: [ForbiddenColor] = [.sentinel],
    failOn: FailOn = .default,
    formats: [FormatRule] = [],
    bricksAliasDepth: Int = 3
  ) {
    self.files = files
    self.exclude = exclude
    self.forbidden = forbidden
    self.failOn = failOn
    self.formats = formats
    self.bricksAliasDepth = bricksAliasDepth
  }

  /// The keys a configuration file may have.
  public static let knownKeys = [
    "bricksAliasDepth", "byteOrder", "contrast", "exclude", "failOn", "files", "forbidden",
    "formats", "layers", "policies", "renames", "sets", "strict", "swift", "visibility",
  ]

  /// Reads a configuration from a parsed JSON or YAML document. Throws a message that names
  /// the key at fault; an unknown key is an error that lists the known ones.
  public init(from document: JSONValue, source: String) throws(ConfigurationError) {
    guard let members = document.members else {
      if case .null = document.kind {
        self.init()
        return
      }
      throw ConfigurationError("\(source): the configuration must be a mapping of keys to values")
    }
    for member in members where !Self.knownKeys.contains(member.key) {
      throw ConfigurationError(
        "\(source):\(member.keyPosition.line):\(member.keyPosition.column): unknown key '\(member.key)'; known keys: \(Self.knownKeys.joined(separator: ", "))"
      )
    }
    let reader = ConfigurationReader(source: source)
    self.init()
    if let files = document["files"] { self.files = try reader.globs(files, key: "files") }
    if let exclude = document["exclude"] {
      self.exclude = try reader.globs(exclude, key: "exclude")
    }
    let byteOrder = try document["byteOrder"].map { value throws(ConfigurationError) in
      try reader.byteOrder(value)
    }
    if let forbidden = document["forbidden"] {
      self.forbidden = try reader.forbidden(forbidden, byteOrder: byteOrder ?? .rgba)
    }
    if let formats = document["formats"] { self.formats = try reader.formats(formats) }
    if let sets = document["sets"] {
      guard document["files"] == nil else {
        throw reader.error(
          at: sets,
          "give either 'files' (one set) or 'sets' (several), not both"
        )
      }
      self.sets = try ConfiguredSet.list(sets, reader: reader)
      // A set's format applies to its files, after the top-level `formats:` rules.
      self.formats += self.sets.compactMap { set in
        set.format.map { format in
          FormatRule(files: Glob(set.root.isEmpty ? "**" : set.root + "/**"), format: format)
        }
      }
    }
    if let depth = document["bricksAliasDepth"] {
      guard let number = depth.numberValue, number >= 1, number <= 64, number.rounded() == number
      else {
        throw ConfigurationError(
          "\(source):\(depth.position.line):\(depth.position.column): 'bricksAliasDepth' must be a whole number from 1 to 64"
        )
      }
      bricksAliasDepth = Int(number)
    }
    if let strict = document["strict"] {
      guard case .bool(let flag) = strict.kind else {
        throw reader.error(at: strict, "'strict' must be true or false")
      }
      self.strict = flag
    }
    if let layers = document["layers"] { self.layers = try reader.layers(layers) }
    if let renames = document["renames"] { self.renames = try reader.renames(renames) }
    if let visibility = document["visibility"] {
      self.visibility = try reader.visibility(visibility)
    }
    if let policies = document["policies"] {
      let (rules, forbidden) = try reader.policies(policies)
      self.policies = rules
      if let forbidden {
        guard document["forbidden"] == nil else {
          throw ConfigurationError(
            "\(source):\(policies.position.line):\(policies.position.column): give 'forbidden' either at the top level or under 'policies', not both"
          )
        }
        self.forbidden = forbidden
      }
    }
    if let swift = document["swift"] {
      self.swift = try SwiftSourceSettings(from: swift, reader: reader)
    }
    if let contrast = document["contrast"] {
      self.contrast = try ContrastSettings(from: contrast, source: source)
    }
    if let failOn = document["failOn"] {
      let terms = try reader.strings(failOn, key: "failOn", splittingCommas: true)
      do {
        self.failOn = try FailOn(terms)
      } catch {
        let position = failOn.position
        throw ConfigurationError("\(source):\(position.line):\(position.column): \(error.message)")
      }
    }
  }
}

/// Reads typed settings out of a configuration document, with messages that say where.
struct ConfigurationReader {
  let source: String

  func strings(_ value: JSONValue, key: String, splittingCommas: Bool = false)
    throws(ConfigurationError) -> [String]
  {
    switch value.kind {
    case .string(let text):
      return splittingCommas ? text.split(separator: ",").map(String.init) : [text]
    case .array(let elements):
      var result: [String] = []
      for element in elements {
        guard let text = element.stringValue else {
          throw error(at: element, "'\(key)' must be a list of strings")
        }
        result.append(text)
      }
      return result
    default:
      throw error(at: value, "'\(key)' must be a list of strings")
    }
  }

  /// A list of globs, each checked by ``Glob/problem(_:)`` (braces that expand too far).
  func globs(_ value: JSONValue, key: String) throws(ConfigurationError) -> [String] {
    let patterns = try strings(value, key: key)
    for pattern in patterns {
      try glob(pattern, at: value)
    }
    return patterns
  }

  /// Throws when `pattern` cannot be used as a glob (see ``Glob/problem(_:)``).
  func glob(_ pattern: String, at value: JSONValue) throws(ConfigurationError) {
    if let problem = Glob.problem(pattern) { throw error(at: value, problem) }
  }

  func byteOrder(_ value: JSONValue) throws(ConfigurationError) -> ByteOrder {
    guard let text = value.stringValue, let order = ByteOrder(rawValue: text.lowercased()) else {
      throw error(at: value, "'byteOrder' must be rgba or argb")
    }
    return order
  }

  /// Forbidden values: strings, or `{value: "#FF000000", byteOrder: argb}` entries.
  func forbidden(_ value: JSONValue, byteOrder: ByteOrder) throws(ConfigurationError)
    -> [ForbiddenColor]
  {
    let entries = value.arrayValue ?? [value]
    var result: [ForbiddenColor] = []
    for entry in entries {
      var order = byteOrder
      var spelling = entry.stringValue
      if entry.members != nil {
        spelling = entry["value"]?.stringValue
        if let written = entry["byteOrder"] { order = try self.byteOrder(written) }
      }
      guard let spelling, let color = ForbiddenColor(spelling: spelling, byteOrder: order) else {
        throw error(at: entry, "'forbidden' entries must be colours such as \"#FF000000\"")
      }
      result.append(color)
    }
    return result
  }

  /// `formats:` — a mapping of globs to format names, kept in the order written.
  func formats(_ value: JSONValue) throws(ConfigurationError) -> [FormatRule] {
    guard let members = value.members else {
      throw error(at: value, "'formats' must map globs to format names")
    }
    var rules: [FormatRule] = []
    for member in members {
      guard let name = member.value.stringValue, let format = TokenFormat(rawValue: name) else {
        let known = TokenFormat.allCases.map(\.rawValue).joined(separator: ", ")
        throw error(
          at: member.value,
          "'formats' names a format tokendiff does not know; known formats: \(known)"
        )
      }
      try glob(member.key, at: member.value)
      rules.append(FormatRule(files: Glob(member.key), format: format))
    }
    return rules
  }

  /// `true` or `false`, else an error naming the key.
  func flag(_ value: JSONValue, key: String) throws(ConfigurationError) -> Bool {
    guard case .bool(let flag) = value.kind else {
      throw error(at: value, "'\(key)' must be true or false")
    }
    return flag
  }

  /// An error that says where: `source:line:column: message`.
  func error(at value: JSONValue, _ message: String) -> ConfigurationError {
    ConfigurationError("\(source):\(value.position.line):\(value.position.column): \(message)")
  }
}
