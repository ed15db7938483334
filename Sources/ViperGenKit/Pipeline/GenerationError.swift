/// A generation refused before anything is planned.
public enum GenerationError: Error, Equatable, CustomStringConvertible {
    /// The module, service or project folder exists already and neither --force nor
    /// --skip-existing was given.
    case alreadyExists(kind: CommandKind, name: String, path: String)

    /// A message that names the problem and how to fix it.
    public var description: String {
        switch self {
        case .alreadyExists(let kind, let name, let path):
            return "The \(kind.rawValue) \(name) already exists at \(path). Nothing was written. "
                + "Choose another name, pass --force to replace its files, or --skip-existing "
                + "to add only the missing ones."
        }
    }
}
