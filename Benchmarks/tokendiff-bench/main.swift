import Foundation

/// `tokendiff-bench`: the floor tokendiff is measured against. See Benchmarks/README.md.
let arguments: BenchArguments
do {
  arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
} catch {
  if let message = error.message {
    FileHandle.standardError.write(Data("error: \(message)\n\n\(BenchArguments.usage)\n".utf8))
    exit(64)
  }
  print(BenchArguments.usage)
  exit(0)
}

do {
  switch arguments.mode {
  case .floor, .readOnly, .parseOnly: try OneShot.run(arguments)
  case .stages: try Stages.run(arguments)
  case .impact: ImpactBench.run(arguments)
  case .contrast: ContrastStage.run(arguments)
  case .swift: SwiftStage.run(arguments)
  case .discover: try DiscoverStage.run(arguments)
  case .scale: ScaleBench.run(arguments)
  }
} catch {
  FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
  exit(2)
}
