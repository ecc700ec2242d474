// TokenDiffTestSupport
