import ViperGenOutput
import ViperGenProject

extension GenerationBatch {
    /// The batch with the app files its registrations create (``MissingAppFiles``: a swiftui
    /// app's view builder and RootView) written into the record of the module that registers
    /// in them, with their digests, so removing the module takes them away again.
    ///
    /// Only when one module of the batch registers there: the digest is then that of the file
    /// holding it alone, which removing it finds again.
    mutating func recordingCreatedAppFiles() throws {
        let created = appFileEdits.filter { $0.intent == .create }
        let registered = entries.filter {
            $0.request.command == .module && $0.registration.plan != nil
        }
        guard !created.isEmpty, registered.count == 1 else { return }
        let digests = Dictionary(
            uniqueKeysWithValues: created.map { ($0.path, GenerationRecord.digest($0.contents)) })
        for entry in entries where entry.request.command == .module {
            let path = GenerationRecord.path(kind: .module, name: entry.request.name)
            guard let index = records.firstIndex(where: { $0.path == path }) else { continue }
            var record = try GenerationRecord.decode(records[index].contents, file: path)
            record.createdAppFiles = digests
            records[index].contents = try record.encoded()
            return
        }
    }
}
