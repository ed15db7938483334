import ViperGenSystem

extension RunEnvironment {
    /// The same environment asking the clock, git and the account database at most once each:
    /// every name of a batch gets the same date and author, and git runs once per batch.
    package func askingOnce() -> RunEnvironment {
        var environment = self
        environment.now = Self.once(now)
        environment.gitUserName = Self.once(gitUserName)
        environment.accountFullName = Self.once(accountFullName)
        environment.loginName = Self.once(loginName)
        return environment
    }

    /// `ask`, called on first use only; later calls return its first answer.
    private static func once<Value: Sendable>(_ ask: @escaping @Sendable () -> Value)
        -> @Sendable () -> Value
    {
        let answer = Locked<Value?>(nil)
        return {
            answer.withValue { stored in
                if let known = stored { return known }
                let value = ask()
                stored = value
                return value
            }
        }
    }
}
