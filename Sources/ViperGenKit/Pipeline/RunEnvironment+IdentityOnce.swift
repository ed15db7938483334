import ViperGenSystem

extension RunEnvironment {
    /// The same environment, asking git and the account for the author and login name at most
    /// once each however many modules and services the run makes.
    func askingIdentityOnce() -> RunEnvironment {
        var environment = self
        environment.gitUserName = Self.once(gitUserName)
        environment.accountFullName = Self.once(accountFullName)
        environment.loginName = Self.once(loginName)
        return environment
    }

    /// `lookup`, called the first time only; later calls return its first answer.
    private static func once(_ lookup: @escaping @Sendable () -> String?)
        -> @Sendable () -> String?
    {
        let answer = Locked<String??>(nil)
        return {
            answer.withValue { stored in
                if let known = stored { return known }
                let value = lookup()
                stored = .some(value)
                return value
            }
        }
    }
}
