// Stand-in for Apple's Combine, for compile checks of generated code on Linux.
//
// It declares only the API the viper-gen templates use, with the real shapes (names, labels,
// generic constraints, associated types), so that a wrong label, a missing requirement or a
// misspelt type fails the type check as it would in Xcode. It is type-checked against, and
// linked into the generated tests that the compile check runs, which use no more of it than
// `@Published` storing its value; it is never shipped.

/// A type that publishes values over time.
public protocol Publisher<Output, Failure> {
    /// The values published.
    associatedtype Output
    /// The error the publisher can fail with.
    associatedtype Failure: Error
}

/// The publisher an `ObservableObject` uses by default.
public final class ObservableObjectPublisher: Publisher {
    /// Publishes nothing but the fact of a change.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never

    /// Creates a publisher.
    public init() {}

    /// Announces a change.
    public func send() {}
}

/// An object that announces changes before they happen.
public protocol ObservableObject: AnyObject {
    /// The publisher of `objectWillChange`.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// Publishes before the object changes.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The default publisher (synthesised from `@Published` properties in the real framework).
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// A property of a class that announces its changes; only classes can have one.
@propertyWrapper
public struct Published<Value> {
    /// The publisher of the property's values (`$property`).
    public struct Publisher: Combine.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never
    }

    private var value: Value

    /// Creates the property with its initial value.
    public init(wrappedValue: Value) {
        value = wrappedValue
    }

    /// Unavailable, as in the real framework: the enclosing-instance subscript is used instead.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher {
        mutating get { Publisher() }
    }

    /// Reads and writes the property through the instance that owns it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value }
        set { object[keyPath: storageKeyPath].value = newValue }
    }
}
