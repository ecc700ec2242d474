package import Foundation
import TokenDiffGit

extension FixtureRepository {
  /// Builds the repository of `Fixtures/Scenarios/<name>/`: each sub-folder (`1-base`,
  /// `2-head`, …, in order of their leading number, then name) becomes one commit whose tree is
  /// every regular file under it. Files at the scenario root, such as `scenario.json`, are not
  /// committed.
  ///
  /// Each commit is tagged with its folder name without the leading number and dash (`base`,
  /// `fix`, `head`); the first is also tagged `base` and the last `head`. HEAD is on `main`, at
  /// the last commit, and the working tree matches it.
  ///
  /// - Throws: when the scenario folder has no step folders or cannot be read.
  public convenience init(scenario name: String) throws {
    try self.init(scenarioFolder: Fixtures.scenario(name))
  }

  /// Builds the repository of a scenario folder anywhere, as ``init(scenario:)`` does.
  package convenience init(scenarioFolder scenario: URL) throws {
    try self.init()
    let steps = try Fixtures.stepFolders(of: scenario)
    guard !steps.isEmpty else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: scenario.path])
    }
    var shas: [String] = []
    for (index, step) in steps.enumerated() {
      let tree = try Fixtures.regularFiles(under: step).mapValues { FixtureTreeEntry.file($0) }
      let sha = try commit(tree: tree, message: step.lastPathComponent, step: Int64(index))
      try tag(Fixtures.stepName(step.lastPathComponent), at: sha)
      shas.append(sha)
    }
    if let base = shas.first, let head = shas.last {
      try tag("base", at: base)
      try tag("head", at: head)
    }
  }
}
