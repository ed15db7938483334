//
//  MainLocalStorageDatastore.swift
//  Demo
//
//  Created by Jane Appleseed on 12/2/26.
//  Copyright © 2026 Acme Inc. All rights reserved.
//

/// Keeps the Main model on the device.
///
/// It keeps it in memory, for as long as the app runs; to keep it across launches, write it to
/// a file, Core Data or SwiftData here instead.
actor MainLocalStorageDatastore: IMainLocalDatastore {
    private var stored: MainModel?

    func model() -> MainModel? {
        stored
    }

    func save(_ model: MainModel) {
        stored = model
    }
}
