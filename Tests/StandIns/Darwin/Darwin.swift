// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// Stand-in for Apple's Darwin module (the C library as Swift sees it on macOS), so that the
// Darwin branch of the platform layer, Sources/ViperGenSystem, can be type-checked on Linux
// (Tests/ViperGenKitTests/Platform/DarwinBranchTests.swift). On macOS the real Darwin is used.
//
// It declares only the symbols the layer uses (and, in the last section, those the journaled
// writer is expected to use), each with the type the macOS SDK gives it in Swift, so that a
// Linux-only name, a Linux-only width (mode_t is UInt16 here, UInt32 on Linux) or a missing
// conversion fails the type check as it would in Xcode. Where the declarations come from:
//   - C declarations and macro values: the macOS SDK headers as Apple publishes them in
//     apple-oss-distributions/xnu (bsd/sys/fcntl.h, stat.h, errno.h, signal.h, dirent.h, and
//     stdio.h for renamex_np, renameat and RENAME_EXCL), apple/darwin-libpthread
//     (pthread/pthread.h, whose `assume_nonnull` makes its pointers non-optional) and Libc
//     (unistd.h, pwd.h, dirent.h, stdlib.h, string.h, malloc/_malloc.h).
//   - How Swift imports them: C functions are @discardableResult; pointers in headers without
//     nullability become implicitly unwrapped optionals; integer macros become get-only `Int32`
//     variables; C structs get `init()`; `char[N]` becomes an N-tuple of CChar.
//   - What the Swift overlay adds or replaces: swiftlang/swift's
//     stdlib/public/Platform/Platform.swift (`errno`; `open`, `openat` and `fcntl` in place of the
//     variadic C functions; `S_IF*` as `mode_t`; `SIG_DFL` and `SIG_IGN`).
// Bodies are never run: this module is only type-checked against, never linked and never shipped.

// MARK: - Types (sys/_types.h, sys/_types/*.h, machine/signal.h, sys/signal.h)

/// `mode_t` (`__darwin_mode_t`, `__uint16_t`): file type and permission bits; 32 bits on Linux.
public typealias mode_t = UInt16
/// `pid_t` (`__darwin_pid_t`, `__int32_t`).
public typealias pid_t = Int32
/// `uid_t` (`__darwin_uid_t`, `__uint32_t`).
public typealias uid_t = UInt32
/// `gid_t` (`__darwin_gid_t`, `__uint32_t`).
public typealias gid_t = UInt32
/// `dev_t` (`__darwin_dev_t`, `__int32_t`); 64 bits on Linux.
public typealias dev_t = Int32
/// `nlink_t` (`__uint16_t`); 64 bits on Linux (x86_64).
public typealias nlink_t = UInt16
/// `__darwin_ino64_t` (`__uint64_t`): the `st_ino` and `d_ino` of 64-bit-inode structures.
public typealias __darwin_ino64_t = UInt64
/// `off_t` (`__darwin_off_t`, `__int64_t`).
public typealias off_t = Int64
/// `blkcnt_t` (`__darwin_blkcnt_t`, `__int64_t`).
public typealias blkcnt_t = Int64
/// `blksize_t` (`__darwin_blksize_t`, `__int32_t`).
public typealias blksize_t = Int32
/// `time_t` (`__darwin_time_t`, `long`).
public typealias time_t = Int
/// `ssize_t` (`__darwin_ssize_t`, `long`).
public typealias ssize_t = Int
/// `size_t`, which Swift imports as `Int`.
public typealias size_t = Int
/// `sig_atomic_t` (`int`, machine/signal.h).
public typealias sig_atomic_t = Int32
/// `sig_t`, `void (*)(int)` (sys/signal.h): a signal handler, which Glibc calls `sighandler_t`.
public typealias sig_t = @convention(c) (Int32) -> Void

// MARK: - Structures

/// `struct timespec` (sys/_types/_timespec.h).
public struct timespec: Sendable {
    /// Seconds.
    public var tv_sec: time_t
    /// Nanoseconds.
    public var tv_nsec: Int

    /// A zeroed value.
    public init() { fatalError() }

    /// A value with the given fields.
    public init(tv_sec: time_t, tv_nsec: Int) { fatalError() }
}

/// `struct stat` with 64-bit inodes (`__DARWIN_STRUCT_STAT64`, sys/stat.h), whose times are
/// `st_mtimespec` and so on where Linux has `st_mtim`.
public struct stat: Sendable {
    /// ID of the device containing the file.
    public var st_dev: dev_t
    /// File type and permission bits.
    public var st_mode: mode_t
    /// Number of hard links.
    public var st_nlink: nlink_t
    /// File serial number.
    public var st_ino: __darwin_ino64_t
    /// Owner.
    public var st_uid: uid_t
    /// Group.
    public var st_gid: gid_t
    /// Device ID of a special file.
    public var st_rdev: dev_t
    /// Time of last access.
    public var st_atimespec: timespec
    /// Time of last data modification.
    public var st_mtimespec: timespec
    /// Time of last status change.
    public var st_ctimespec: timespec
    /// Time of creation.
    public var st_birthtimespec: timespec
    /// Size in bytes.
    public var st_size: off_t
    /// Blocks allocated.
    public var st_blocks: blkcnt_t
    /// Optimal block size for I/O.
    public var st_blksize: blksize_t
    /// User-defined flags.
    public var st_flags: UInt32
    /// File generation number.
    public var st_gen: UInt32
    /// Reserved.
    public var st_lspare: Int32
    /// Reserved.
    public var st_qspare: (Int64, Int64)

    /// A zeroed value (the memberwise initializer is not declared: the layer does not use it).
    public init() { fatalError() }
}

/// `struct dirent` with 64-bit inodes (`__DARWIN_STRUCT_DIRENTRY`, sys/dirent.h): `d_name` is
/// `char[__DARWIN_MAXPATHLEN]`, 1024 bytes (256 on Linux).
public struct dirent: Sendable {
    /// File number of the entry.
    public var d_ino: __darwin_ino64_t
    /// Seek offset.
    public var d_seekoff: UInt64
    /// Length of this record.
    public var d_reclen: UInt16
    /// Length of the name.
    public var d_namlen: UInt16
    /// File type (`DT_*`).
    public var d_type: UInt8
    /// The name, NUL-terminated (the formatter would put each of the 1024 elements on a line).
    // swift-format-ignore
    public var d_name: (
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar
    )

    /// A zeroed value.
    public init() { fatalError() }
}

/// `DIR` (dirent.h), a directory stream, whose fields (private to the C library) are not
/// declared here.
public struct DIR {}

/// `struct passwd` (pwd.h): an account database entry.
public struct passwd {
    /// Login name.
    public var pw_name: UnsafeMutablePointer<CChar>!
    /// Encrypted password.
    public var pw_passwd: UnsafeMutablePointer<CChar>!
    /// User ID.
    public var pw_uid: uid_t
    /// Group ID.
    public var pw_gid: gid_t
    /// Password change time.
    public var pw_change: time_t
    /// Access class.
    public var pw_class: UnsafeMutablePointer<CChar>!
    /// Full name and other GECOS fields.
    public var pw_gecos: UnsafeMutablePointer<CChar>!
    /// Home folder.
    public var pw_dir: UnsafeMutablePointer<CChar>!
    /// Login shell.
    public var pw_shell: UnsafeMutablePointer<CChar>!
    /// Account expiration time.
    public var pw_expire: time_t

    /// A zeroed value.
    public init() { fatalError() }
}

/// `struct _opaque_pthread_mutex_t` (sys/_pthread/_pthread_types.h, LP64).
public struct _opaque_pthread_mutex_t: Sendable {
    /// Signature.
    public var __sig: Int
    /// Opaque state (`__PTHREAD_MUTEX_SIZE__`, 56 bytes; exempt from the formatter, as above).
    // swift-format-ignore
    public var __opaque: (
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
        CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar
    )

    /// A zeroed value.
    public init() { fatalError() }
}

/// `__darwin_pthread_mutex_t`.
public typealias __darwin_pthread_mutex_t = _opaque_pthread_mutex_t
/// `pthread_mutex_t`: a mutex, initialized with `pthread_mutex_init`.
public typealias pthread_mutex_t = __darwin_pthread_mutex_t

/// `struct _opaque_pthread_mutexattr_t` (sys/_pthread/_pthread_types.h, LP64).
public struct _opaque_pthread_mutexattr_t: Sendable {
    /// Signature.
    public var __sig: Int
    /// Opaque state (`__PTHREAD_MUTEXATTR_SIZE__`, 8 bytes).
    public var __opaque: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar)

    /// A zeroed value.
    public init() { fatalError() }
}

/// `__darwin_pthread_mutexattr_t`.
public typealias __darwin_pthread_mutexattr_t = _opaque_pthread_mutexattr_t
/// `pthread_mutexattr_t`: mutex attributes.
public typealias pthread_mutexattr_t = __darwin_pthread_mutexattr_t

// MARK: - errno (sys/errno.h; Platform.swift defines `errno`)

/// The calling thread's error number (`*__error()`), readable and writable.
public var errno: Int32 {
    get { fatalError() }
    set { fatalError() }
}

/// Operation not permitted.
public var EPERM: Int32 { 1 }
/// No such file or directory.
public var ENOENT: Int32 { 2 }
/// Interrupted system call.
public var EINTR: Int32 { 4 }
/// Input/output error.
public var EIO: Int32 { 5 }
/// Resource temporarily unavailable: `#define EWOULDBLOCK EAGAIN`, 35 (11 on Linux).
public var EWOULDBLOCK: Int32 { 35 }
/// Permission denied.
public var EACCES: Int32 { 13 }
/// File exists.
public var EEXIST: Int32 { 17 }
/// Not a directory.
public var ENOTDIR: Int32 { 20 }
/// Cross-device link (18 on Linux too); used for a link leading out of the output root.
public var EXDEV: Int32 { 18 }
/// Is a directory.
public var EISDIR: Int32 { 21 }
/// Invalid argument.
public var EINVAL: Int32 { 22 }
/// File too large.
public var EFBIG: Int32 { 27 }
/// No space left on device.
public var ENOSPC: Int32 { 28 }
/// Read-only file system.
public var EROFS: Int32 { 30 }
/// Operation not supported (95 on Linux).
public var ENOTSUP: Int32 { 45 }
/// Too many levels of symbolic links (40 on Linux).
public var ELOOP: Int32 { 62 }
/// File name too long (36 on Linux).
public var ENAMETOOLONG: Int32 { 63 }
/// Directory not empty (39 on Linux).
public var ENOTEMPTY: Int32 { 66 }
/// Disc quota exceeded (122 on Linux).
public var EDQUOT: Int32 { 69 }
/// Function not implemented (38 on Linux).
public var ENOSYS: Int32 { 78 }

/// The message for error number `errnum` (string.h).
@discardableResult
public func strerror(_: Int32) -> UnsafeMutablePointer<CChar>! { fatalError() }

// MARK: - Files (fcntl.h, sys/stat.h, unistd.h, stdio.h, stdlib.h)

/// Open for reading only.
public var O_RDONLY: Int32 { 0x0000 }
/// Open for writing only.
public var O_WRONLY: Int32 { 0x0001 }
/// Do not block on open or read.
public var O_NONBLOCK: Int32 { 0x0004 }
/// Append every write to the end of the file.
public var O_APPEND: Int32 { 0x0008 }
/// Do not follow a final symbolic link.
public var O_NOFOLLOW: Int32 { 0x0100 }
/// Create the file if it does not exist.
public var O_CREAT: Int32 { 0x0200 }
/// Fail if the file exists (with `O_CREAT`).
public var O_EXCL: Int32 { 0x0800 }
/// Fail unless the path is a directory.
public var O_DIRECTORY: Int32 { 0x0010_0000 }
/// Close the descriptor on `exec`.
public var O_CLOEXEC: Int32 { 0x0100_0000 }

/// `fcntl` command: flush the file's data to the drive's permanent storage.
public var F_FULLFSYNC: Int32 { 51 }

/// Opens `path` (Platform.swift: the overlay's replacement for the variadic C `open`).
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 { fatalError() }

/// Opens or creates `path` with permissions `mode` (Platform.swift).
public func open(_ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t) -> Int32 {
    fatalError()
}

/// `fcntl` without an argument (Platform.swift: replaces the variadic C `fcntl`).
public func fcntl(_ fd: Int32, _ cmd: Int32) -> Int32 { fatalError() }

/// `fcntl` with an integer argument (Platform.swift).
public func fcntl(_ fd: Int32, _ cmd: Int32, _ value: Int32) -> Int32 { fatalError() }

/// `fcntl` with a pointer argument (Platform.swift).
public func fcntl(_ fd: Int32, _ cmd: Int32, _ ptr: UnsafeMutableRawPointer) -> Int32 {
    fatalError()
}

/// File type mask (Platform.swift: `mode_t`, not the `Int32` of the C macro).
public var S_IFMT: mode_t { mode_t(0o170000) }
/// Directory.
public var S_IFDIR: mode_t { mode_t(0o040000) }
/// Regular file.
public var S_IFREG: mode_t { mode_t(0o100000) }
/// Symbolic link.
public var S_IFLNK: mode_t { mode_t(0o120000) }

// The SDK also has a function `stat(_:_:)` beside `struct stat`. Swift source cannot declare a
// function and a type of the same name in one module (the Clang importer can), so it is left
// out: the layer uses `lstat`, `fstat` and `fstatat`, and a call of `stat(path, &info)` fails
// here rather than passing unchecked.

/// Information about `path` itself, without following a final symbolic link.
@discardableResult
public func lstat(_: UnsafePointer<CChar>!, _: UnsafeMutablePointer<stat>!) -> Int32 {
    fatalError()
}

/// Information about an open file.
@discardableResult
public func fstat(_: Int32, _: UnsafeMutablePointer<stat>!) -> Int32 { fatalError() }

/// Sets an open file's permission bits.
@discardableResult
public func fchmod(_: Int32, _: mode_t) -> Int32 { fatalError() }

/// Creates a directory.
@discardableResult
public func mkdir(_: UnsafePointer<CChar>!, _: mode_t) -> Int32 { fatalError() }

/// Reads up to `nbyte` bytes.
@discardableResult
public func read(_: Int32, _: UnsafeMutableRawPointer!, _: Int) -> Int { fatalError() }

/// Writes up to `nbyte` bytes.
@discardableResult
public func write(_ __fd: Int32, _ __buf: UnsafeRawPointer!, _ __nbyte: Int) -> Int {
    fatalError()
}

/// Closes a descriptor.
@discardableResult
public func close(_: Int32) -> Int32 { fatalError() }

/// Flushes a file to the drive (not to its permanent storage: see `F_FULLFSYNC`).
@discardableResult
public func fsync(_: Int32) -> Int32 { fatalError() }

/// Removes an empty directory.
@discardableResult
public func rmdir(_: UnsafePointer<CChar>!) -> Int32 { fatalError() }

/// Removes a directory entry.
@discardableResult
public func unlink(_: UnsafePointer<CChar>!) -> Int32 { fatalError() }

/// Renames a file, replacing the destination (stdio.h).
@discardableResult
public func rename(_ __old: UnsafePointer<CChar>!, _ __new: UnsafePointer<CChar>!) -> Int32 {
    fatalError()
}

/// `renamex_np` flag: fail with EEXIST if the destination exists (sys/stdio.h).
public var RENAME_EXCL: Int32 { 0x0000_0004 }

/// Renames with `RENAME_*` flags, which are `unsigned int` (sys/stdio.h).
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult
public func renamex_np(_: UnsafePointer<CChar>!, _: UnsafePointer<CChar>!, _: UInt32) -> Int32 {
    fatalError()
}

/// The canonical absolute path of `path`, allocated with `malloc` when the buffer is nil.
@discardableResult
public func realpath(
    _: UnsafePointer<CChar>!, _: UnsafeMutablePointer<CChar>!
) -> UnsafeMutablePointer<CChar>! {
    fatalError()
}

/// Frees memory from `malloc` (malloc/_malloc.h).
public func free(_: UnsafeMutableRawPointer!) { fatalError() }

// MARK: - Directories (dirent.h)

/// Opens a directory stream.
@discardableResult
public func opendir(_: UnsafePointer<CChar>!) -> UnsafeMutablePointer<DIR>! { fatalError() }

/// The next entry, or nil at the end or on error.
@discardableResult
public func readdir(_: UnsafeMutablePointer<DIR>!) -> UnsafeMutablePointer<dirent>! {
    fatalError()
}

/// Closes a directory stream.
@discardableResult
public func closedir(_: UnsafeMutablePointer<DIR>!) -> Int32 { fatalError() }

// MARK: - Processes, users and terminals (unistd.h, signal.h, pwd.h)

/// Standard output's descriptor.
public var STDOUT_FILENO: Int32 { 1 }
/// Standard error's descriptor.
public var STDERR_FILENO: Int32 { 2 }

/// Whether the descriptor is a terminal (1) or not (0).
@discardableResult
public func isatty(_: Int32) -> Int32 { fatalError() }

/// This process's ID.
@discardableResult
public func getpid() -> pid_t { fatalError() }

/// This process's real user ID.
@discardableResult
public func getuid() -> uid_t { fatalError() }

/// The account database entry for `uid`, or nil.
@discardableResult
public func getpwuid(_: uid_t) -> UnsafeMutablePointer<passwd>! { fatalError() }

/// The account database entry for the login name, or nil.
@discardableResult
public func getpwnam(_: UnsafePointer<CChar>!) -> UnsafeMutablePointer<passwd>! { fatalError() }

/// Ends the process after flushing stdio buffers and running atexit handlers (stdlib.h).
public func exit(_: Int32) -> Never { fatalError() }

/// The address of the environment array, `char ***_NSGetEnviron(void)` (crt_externs.h; macOS
/// has no `environ` for Swift).
public func _NSGetEnviron() -> UnsafeMutablePointer<
    UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
>! {
    fatalError()
}

/// The working folder's path into `buf`, or a new buffer to free when `buf` is nil (unistd.h).
public func getcwd(_: UnsafeMutablePointer<CChar>!, _: Int) -> UnsafeMutablePointer<CChar>! {
    fatalError()
}

/// The value of an environment variable, or nil (stdlib.h).
@discardableResult
public func getenv(_: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { fatalError() }

/// Sends a signal to a process.
@discardableResult
public func kill(_: pid_t, _: Int32) -> Int32 { fatalError() }

/// Hangup.
public var SIGHUP: Int32 { 1 }
/// Interrupt.
public var SIGINT: Int32 { 2 }
/// Quit.
public var SIGQUIT: Int32 { 3 }
/// Write on a pipe with no reader.
public var SIGPIPE: Int32 { 13 }
/// Termination request.
public var SIGTERM: Int32 { 15 }
/// File size limit exceeded.
public var SIGXFSZ: Int32 { 25 }

/// The default disposition (Platform.swift: nil, so `SIG_DFL` is an optional `sig_t`).
public var SIG_DFL: sig_t? { nil }
/// Ignore the signal (Platform.swift: a non-optional `sig_t`).
public var SIG_IGN: sig_t { fatalError() }

/// Sets the handler for a signal and returns the previous one (sys/signal.h).
@discardableResult
public func signal(
    _: Int32, _: (@convention(c) (Int32) -> Void)!
) -> (@convention(c) (Int32) -> Void)! {
    fatalError()
}

// MARK: - Threads (pthread/pthread.h: non-null pointers unless marked _Nullable)

/// Initializes a mutex; `attr` may be nil.
@discardableResult
public func pthread_mutex_init(
    _: UnsafeMutablePointer<pthread_mutex_t>, _: UnsafePointer<pthread_mutexattr_t>?
) -> Int32 {
    fatalError()
}

/// Destroys a mutex.
@discardableResult
public func pthread_mutex_destroy(_: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
    fatalError()
}

/// Locks a mutex.
@discardableResult
public func pthread_mutex_lock(_: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
    fatalError()
}

/// Unlocks a mutex.
@discardableResult
public func pthread_mutex_unlock(_: UnsafeMutablePointer<pthread_mutex_t>) -> Int32 {
    fatalError()
}

// MARK: - Locks and time (fcntl.h, unistd.h, time.h)

/// `flock` operation: exclusive lock.
public var LOCK_EX: Int32 { 0x02 }
/// `flock` operation: do not block.
public var LOCK_NB: Int32 { 0x04 }
/// `flock` operation: unlock.
public var LOCK_UN: Int32 { 0x08 }

// The SDK also has `struct flock` (for `F_SETLK`) beside the `flock` function; as with `stat`,
// Swift source cannot declare both in one module, and the layer only calls the function.

/// Applies or removes an advisory lock on an open file (fcntl.h).
@discardableResult
public func flock(_: Int32, _: Int32) -> Int32 { fatalError() }

/// `useconds_t` (`__darwin_useconds_t`, `__uint32_t`).
public typealias useconds_t = UInt32

/// Sleeps for `useconds_t` microseconds (unistd.h).
@discardableResult
public func usleep(_: useconds_t) -> Int32 { fatalError() }

/// `clockid_t` (time.h): a C enum without a Swift name, which Swift imports as a structure
/// wrapping its `UInt32` raw value, where Glibc's `clockid_t` is a plain `Int32`.
public struct clockid_t: Hashable, RawRepresentable, Sendable {
    /// The C enumerator's value.
    public var rawValue: UInt32

    /// The clock with the given raw value.
    public init(_ rawValue: UInt32) { fatalError() }

    /// The clock with the given raw value.
    public init(rawValue: UInt32) { fatalError() }
}

/// The monotonic clock: `#define CLOCK_MONOTONIC _CLOCK_MONOTONIC`, a `clockid_t` (6).
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
public var CLOCK_MONOTONIC: clockid_t { fatalError() }

/// Reads the clock `__clock_id` into `__tp` (time.h).
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult
public func clock_gettime(
    _ __clock_id: clockid_t, _ __tp: UnsafeMutablePointer<timespec>!
) -> Int32 {
    fatalError()
}

/// `struct tm` (time.h): a broken-down time; `tm_gmtoff` is the offset from UTC in seconds.
public struct tm {
    /// Seconds (0-60).
    public var tm_sec: Int32
    /// Minutes (0-59).
    public var tm_min: Int32
    /// Hours (0-23).
    public var tm_hour: Int32
    /// Day of the month (1-31).
    public var tm_mday: Int32
    /// Month (0-11).
    public var tm_mon: Int32
    /// Years since 1900.
    public var tm_year: Int32
    /// Day of the week (0-6, Sunday = 0).
    public var tm_wday: Int32
    /// Day of the year (0-365).
    public var tm_yday: Int32
    /// Whether daylight saving time is in effect.
    public var tm_isdst: Int32
    /// Seconds east of UTC.
    public var tm_gmtoff: Int
    /// The time zone's abbreviation.
    public var tm_zone: UnsafeMutablePointer<CChar>!

    /// A zeroed value.
    public init() { fatalError() }
}

/// Converts `time_t` to local broken-down time (time.h).
@discardableResult
public func localtime_r(
    _: UnsafePointer<time_t>!, _: UnsafeMutablePointer<tm>!
) -> UnsafeMutablePointer<tm>! {
    fatalError()
}

// MARK: - Descriptor-relative calls (fcntl.h, unistd.h, sys/stat.h, sys/stdio.h, dirent.h)

/// The `*at` functions' stand-in for the current directory.
public var AT_FDCWD: Int32 { -2 }

/// Makes a hard link between directory descriptors (unistd.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func linkat(
    _: Int32, _: UnsafePointer<CChar>!, _: Int32, _: UnsafePointer<CChar>!, _: Int32
) -> Int32 {
    fatalError()
}

// MARK: - Used by the journaled writer
//
// Not used by the layer yet; declared so that the journaled writer's descriptor-relative calls
// are checked as soon as they are added.

/// Open for reading and writing.
public var O_RDWR: Int32 { 0x0002 }

/// `*at` flag: act on a symbolic link itself.
public var AT_SYMLINK_NOFOLLOW: Int32 { 0x0020 }
/// `unlinkat` flag: remove a directory.
public var AT_REMOVEDIR: Int32 { 0x0080 }

/// Opens `path` relative to the directory `fd` (Platform.swift: replaces the variadic C one).
public func openat(_ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32) -> Int32 {
    fatalError()
}

/// Opens or creates `path` relative to `fd` with permissions `mode` (Platform.swift).
public func openat(
    _ fd: Int32, _ path: UnsafePointer<CChar>, _ oflag: Int32, _ mode: mode_t
) -> Int32 {
    fatalError()
}

/// Renames between directory descriptors, replacing the destination (sys/stdio.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func renameat(
    _: Int32, _: UnsafePointer<CChar>!, _: Int32, _: UnsafePointer<CChar>!
) -> Int32 {
    fatalError()
}

/// Renames between directory descriptors with `RENAME_*` flags (sys/stdio.h).
@available(macOS 10.12, iOS 10.0, tvOS 10.0, watchOS 3.0, *)
@discardableResult
public func renameatx_np(
    _: Int32, _: UnsafePointer<CChar>!, _: Int32, _: UnsafePointer<CChar>!, _: UInt32
) -> Int32 {
    fatalError()
}

/// Removes an entry relative to a directory descriptor (unistd.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func unlinkat(_: Int32, _: UnsafePointer<CChar>!, _: Int32) -> Int32 { fatalError() }

/// Creates a directory relative to a directory descriptor (sys/stat.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func mkdirat(_: Int32, _: UnsafePointer<CChar>!, _: mode_t) -> Int32 { fatalError() }

/// Information about an entry relative to a directory descriptor (sys/stat.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func fstatat(
    _: Int32, _: UnsafePointer<CChar>!, _: UnsafeMutablePointer<stat>!, _: Int32
) -> Int32 {
    fatalError()
}

/// `ssize_t readlinkat(int, const char *, char *, size_t)` (unistd.h).
public func readlinkat(
    _: Int32, _: UnsafePointer<CChar>!, _: UnsafeMutablePointer<CChar>!, _: Int
) -> Int {
    fatalError()
}

/// Opens a directory stream on a directory descriptor, which the stream then owns (dirent.h).
@available(macOS 10.10, iOS 8.0, *)
@discardableResult
public func fdopendir(_: Int32) -> UnsafeMutablePointer<DIR>! { fatalError() }

/// Duplicates a descriptor (unistd.h).
@discardableResult
public func dup(_: Int32) -> Int32 { fatalError() }

// MARK: - Used by Subprocess (spawn.h, unistd.h, string.h, sys/wait.h)

/// `typedef void *posix_spawn_file_actions_t;` (spawn.h): an opaque pointer on Darwin, a struct
/// on Linux, so callers declare it `posix_spawn_file_actions_t? = nil` there.
public typealias posix_spawn_file_actions_t = UnsafeMutableRawPointer
/// `typedef void *posix_spawnattr_t;` (spawn.h).
public typealias posix_spawnattr_t = UnsafeMutableRawPointer

/// `int posix_spawn_file_actions_init(posix_spawn_file_actions_t *)`.
public func posix_spawn_file_actions_init(
    _: UnsafeMutablePointer<posix_spawn_file_actions_t?>!
) -> Int32 { fatalError() }
/// `int posix_spawn_file_actions_destroy(posix_spawn_file_actions_t *)`.
public func posix_spawn_file_actions_destroy(
    _: UnsafeMutablePointer<posix_spawn_file_actions_t?>!
) -> Int32 { fatalError() }
/// `int posix_spawn_file_actions_addopen(posix_spawn_file_actions_t *, int, const char *, int,
/// mode_t)`.
public func posix_spawn_file_actions_addopen(
    _: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _: Int32, _: UnsafePointer<CChar>!,
    _: Int32, _: mode_t
) -> Int32 { fatalError() }
/// `int posix_spawn_file_actions_adddup2(posix_spawn_file_actions_t *, int, int)`.
public func posix_spawn_file_actions_adddup2(
    _: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _: Int32, _: Int32
) -> Int32 { fatalError() }
/// `int posix_spawn_file_actions_addclose(posix_spawn_file_actions_t *, int)`.
public func posix_spawn_file_actions_addclose(
    _: UnsafeMutablePointer<posix_spawn_file_actions_t?>!, _: Int32
) -> Int32 { fatalError() }
/// `int posix_spawnp(pid_t *, const char *, const posix_spawn_file_actions_t *,
/// const posix_spawnattr_t *, char *const argv[], char *const envp[])`.
public func posix_spawnp(
    _: UnsafeMutablePointer<pid_t>!, _: UnsafePointer<CChar>!,
    _: UnsafePointer<posix_spawn_file_actions_t?>!, _: UnsafePointer<posix_spawnattr_t?>!,
    _: UnsafePointer<UnsafeMutablePointer<CChar>?>!,
    _: UnsafePointer<UnsafeMutablePointer<CChar>?>!
) -> Int32 { fatalError() }
/// `int pipe(int[2])` (unistd.h).
public func pipe(_: UnsafeMutablePointer<Int32>!) -> Int32 { fatalError() }
/// `pid_t waitpid(pid_t, int *, int)` (sys/wait.h).
public func waitpid(_: pid_t, _: UnsafeMutablePointer<Int32>!, _: Int32) -> pid_t { fatalError() }
/// `char *strdup(const char *)` (string.h).
public func strdup(_: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { fatalError() }
