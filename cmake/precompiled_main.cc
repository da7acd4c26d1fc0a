// The source of the targets that compile the programs' precompiled headers
// (cmake/PrecompiledHeaders.cmake): they are programs, to be compiled with the
// programs' flags, so they have a main() that does nothing.
int main() { return 0; }
