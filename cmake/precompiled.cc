// The source of the target that compiles the libraries' precompiled header
// (cmake/PrecompiledHeaders.cmake): a target needs one, and this one adds
// nothing of its own.
