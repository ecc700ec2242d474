import TokenDiffCore
import TokenDiffGit

/// `discover`: what finding the token sets costs, for both revisions of a range: listing the
/// tree, reading the candidate files (every `.json`, `.json5` and `.tokens` file the default
/// exclusions leave, which the diff reads anyway), and classifying them into sets
/// (``TokenSetDiscovery``), `--iterations` times. `scripts/bench` compares listing plus
/// classifying with the whole diff.
enum DiscoverStage {
  static func run(_ arguments: BenchArguments) throws(BenchError) {
    var listing: [Swift.Duration] = []
    var reading: [Swift.Duration] = []
    var classifying: [Swift.Duration] = []
    var summary = ""
    let clock = ContinuousClock()
    do throws(GitError) {
      let repository = try GitRepository(discoveringFrom: arguments.repository)
      let commits = [
        try repository.commitID(of: arguments.base), try repository.commitID(of: arguments.head),
      ]
      let selection = FileSelection(configuration: Configuration())
      for _ in 0..<arguments.iterations {
        var listed: Swift.Duration = .zero
        var read: Swift.Duration = .zero
        var classified: Swift.Duration = .zero
        var sets = 0
        var candidates = 0
        for commit in commits {
          var start = clock.now
          let entries = try repository.treeEntries(ofCommit: commit)
          listed += clock.now - start
          start = clock.now
          var files: [SourceFile] = []
          for entry in entries
          where entry.kind == .file && selection.decide(entry.path) != .ignored
            && FileSelection.isDiscoverable(entry.path)
          {
            files.append(
              SourceFile(path: entry.path, bytes: try repository.blobContents(entry.objectID))
            )
          }
          read += clock.now - start
          start = clock.now
          let discovery = TokenSetDiscovery.discover(files, allPaths: entries.map(\.path))
          classified += clock.now - start
          sets += discovery.sets.count
          candidates += files.count
        }
        listing.append(listed)
        reading.append(read)
        classifying.append(classified)
        summary = "discover: \(candidates) candidate files, \(sets) sets (both revisions)"
      }
    } catch {
      throw BenchError(error.description)
    }
    print(summary)
    print(
      "  list the trees                 median \(BenchTiming.milliseconds(BenchTiming.median(listing))) ms"
    )
    print(
      "  read the candidates            median \(BenchTiming.milliseconds(BenchTiming.median(reading))) ms"
    )
    print(
      "  classify into sets             median \(BenchTiming.milliseconds(BenchTiming.median(classifying))) ms"
    )
    print(
      "  list + classify                median \(BenchTiming.milliseconds(BenchTiming.median(zip(listing, classifying).map { $0 + $1 }))) ms"
    )
  }
}
