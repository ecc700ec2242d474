/// A Theo file may import aliases from a package (Salesforce's styling hooks import
/// `@salesforce-ux/sds-styling-aliases/dist/color-palettes.json`), which the repository does
/// not hold: a reference such a file makes to an alias no file of its set defines may well be
/// defined there, so it is a warning that says so, not an error.
enum TheoImports {
  /// `findings` with each broken alias reference of a file that imports a package lowered to a
  /// warning. Parses only the files such findings name. Pure.
  static func lowerOutsideReferences(_ findings: [Finding], files: [SourceFile]) -> [Finding] {
    let candidates = findings.filter(isAliasReference)
    guard !candidates.isEmpty else { return findings }
    let named = Set(candidates.compactMap { $0.location?.file })
    var packages: [String: String] = [:]
    for file in files where named.contains(file.path) {
      if let package = packageImport(of: file) { packages[file.path] = package }
    }
    guard !packages.isEmpty else { return findings }
    return findings.map { finding in
      guard isAliasReference(finding), let file = finding.location?.file,
        let package = packages[file]
      else { return finding }
      return finding.lowered(
        because: "the file imports \(package), which is not in the repository and may define it"
      )
    }
  }

  private static func isAliasReference(_ finding: Finding) -> Bool {
    finding.kind == .brokenReference && finding.severity == .error
      && finding.message.contains("{aliases.")
  }

  /// The first import of a Theo file that names a package rather than a file beside it
  /// (`./aliases.yml`, `../base.yml`). Pure.
  static func packageImport(of file: SourceFile) -> String? {
    guard let root = try? JSONParser.parse(file.bytes, dialect: JSONDialect(path: file.path)),
      TheoDetection.isTheo(root), let imports = root["imports"]?.arrayValue
    else { return nil }
    return imports.compactMap(\.stringValue).first { !$0.hasPrefix(".") && !$0.hasPrefix("/") }
  }
}
