import ArgumentParser
import TokenDiffCLI
import TokenDiffCore

/// Runs the command in an async context, so `tokendiff comment` can wait for the network.
func runTokenDiff() async {
  await TokenDiffCommand.main()
}

// One run per process: what the run is done with is left to the exit rather than freed.
Teardown.leavesToExit = true
await runTokenDiff()
