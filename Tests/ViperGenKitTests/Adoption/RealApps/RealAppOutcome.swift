/// What `viper-gen init` then `viper-gen module Payments` did to one real app (issue 36).
struct RealAppOutcome: Equatable, Sendable {
    /// The three outcomes.
    enum Kind: String, Sendable {
        /// The module landed in the app's sources and target, and every type it mentions
        /// exists: the app still builds.
        case clean
        /// `init` or `module` exited non-zero with a message: nothing broke.
        case refused
        /// Exit 0, but a mentioned type is declared nowhere or the files are not built by the
        /// app: the app no longer builds.
        case broken
    }

    /// The outcome.
    var kind: Kind
    /// Why: the style and modules folder when clean, the first error line when refused, the
    /// style with the missing types and the files no app target builds when broken.
    var detail: String
}
