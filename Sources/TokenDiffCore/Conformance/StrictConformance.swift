/// `--strict`: DTCG 2025.10 conformance as errors, whatever a set's dialect. The default
/// reading accepts what each set's own toolchain accepts; strict mode adds the specification's
/// rules on top (``DTCGConformance`` for token files, ``ResolverConformance`` for resolver
/// documents). Pure.
public enum StrictConformance {
  /// `findings` with strict mode's problems of `files` added: each JSON token file and
  /// resolver document is read again and checked as written. Where the default reading already
  /// reports something at the same place (a name with a dot, an unknown `$type`, both at warning
  /// level), that finding is raised to an error instead of a second one being added. Files that
  /// are not JSON are left to their own readers. Pure.
  public static func apply(to findings: [Finding], files: [SourceFile]) -> [Finding] {
    var problems: [SourceLocation: Finding] = [:]
    var unplaced: [Finding] = []
    for file in files {
      for problem in self.problems(in: file) {
        guard let location = problem.location else {
          unplaced.append(problem)
          continue
        }
        if problems[location] == nil { problems[location] = problem }
      }
    }
    var covered = Set<SourceLocation>()
    var result = findings.map { finding in
      guard let location = finding.location, problems[location] != nil else { return finding }
      covered.insert(location)
      var raised = finding
      raised.severity = .error
      return raised
    }
    result += unplaced
    result += problems.filter { !covered.contains($0.key) }.values.sorted()
    return result
  }

  /// Strict mode's problems of one file, or none when it is not a JSON token file or resolver
  /// document (or not JSON at all: the default reading reports that). Pure.
  static func problems(in file: SourceFile) -> [Finding] {
    let lowered = file.path.lowercased()
    let isJSON5 = lowered.hasSuffix(".json5")
    guard lowered.hasSuffix(".json") || isJSON5, !TokensStudioThemes.isDocument(file.path),
      let root = try? JSONParser.parse(file.bytes, dialect: isJSON5 ? .json5 : .json)
    else { return [] }
    if ResolverDocumentReader.isResolverDocument(file.path) {
      return ResolverConformance.findings(file: file.path, root: root)
    }
    return DTCGConformance.findings(
      file: file.path,
      root: root,
      syntax: TokenSyntax.detect(in: root)
    )
  }
}
